// C++17 conformance: disambiguation
// [temp.res] [temp.names]: library-style nested dependent templates: allocator_traits-like
// rebind with detection, policy classes with member templates, typename X::template Y<Z>::type
template <class T> struct alloc { using value_type = T; template <class U> struct rebind { using other = alloc<U>; }; };
template <class... > using void_t = void;
template <class A, class U, class = void> struct rebind_impl { using type = A; };
template <class A, class U> struct rebind_impl<A, U, void_t<typename A::template rebind<U>::other>> {
  using type = typename A::template rebind<U>::other;
};
template <class Alloc> struct allocator_traits {
  using value_type = typename Alloc::value_type;
  template <class U> using rebind_alloc = typename rebind_impl<Alloc, U>::type;
  template <class U> using rebind_traits = allocator_traits<rebind_alloc<U>>;
};
struct policy {
  template <class T> struct apply { using type = T*; };
  template <int N> static constexpr int scale = N * 2;
};
template <class P, class T> struct use_policy {
  using type = typename P::template apply<T>::type;
  static constexpr int value = P::template scale<3>;
};
template <class Alloc> struct node_list {
  struct node { int v; };
  using node_alloc = typename allocator_traits<Alloc>::template rebind_alloc<node>;
  using node_traits = typename allocator_traits<Alloc>::template rebind_traits<node>;
  typename node_traits::value_type head{4};
};
static_assert(sizeof(use_policy<policy, int>::type) == sizeof(int*));
static_assert(use_policy<policy, int>::value == 6);
int main() {
  node_list<alloc<int>> l;
  node_list<alloc<int>>::node_alloc na;
  (void)na;
  return l.head.v - 4;
}
