// C++17 conformance: disambiguation
// [temp.names] p5, [temp.res]: the template keyword after '.', '->' and '::' in dependent
// names: T::template rebind<U>::other, obj.template get<I>(), p->template f<T>(), X::template Y<Z>
template <class T> struct allocator {
  using value_type = T;
  template <class U> struct rebind { using other = allocator<U>; };
  template <class U> using rebind_alloc = allocator<U>;
};
template <class Alloc, class U> struct rebind_of {
  using type = typename Alloc::template rebind<U>::other;          // ::template in a typename
  using alias = typename Alloc::template rebind_alloc<U>;           // alias member template
};
struct tuple2 {
  int a = 1, b = 2;
  template <int I> int get() const { return I == 0 ? a : b; }
  template <class T> static T make() { return T(7); }
  template <class T> struct nested { static constexpr int value = sizeof(T); };
};
template <class T> int use(T& t, T* p) {
  int r = t.template get<0>();                                     // .template
  r += p->template get<1>();                                        // ->template
  r += T::template make<int>();                                     // ::template in an expression
  r += T::template nested<char>::value;                             // ::template in a nested-name
  r += t.T::template get<1>();                                      // qualified member access
  return r;
}
template <template <class> class Tmpl> struct apply_ { using type = Tmpl<int>; };
template <class T> struct uses_template_arg {
  using type = typename apply_<T::template rebind_alloc>::type;     // template template argument
};
static_assert(sizeof(rebind_of<allocator<char>, double>::type::value_type) == sizeof(double));
static_assert(sizeof(rebind_of<allocator<char>, int>::alias::value_type) == sizeof(int));
static_assert(sizeof(uses_template_arg<allocator<char>>::type::value_type) == sizeof(int));
int main() {
  tuple2 t;
  return use(t, &t) - 13;
}
