// template keyword after ., ->, :: in dependent contexts [temp.names]/4:
// t.template get<N>(), p->template f<T>(), T::template rebind<U>, typename T::template apply<X>::type
template <class... Ts> struct tuple_like {
  template <int N> int get() const { return N; }
  template <class U> static U make() { return U(2); }
  template <class U> struct rebind { using other = tuple_like<U>; };
  template <class U> using alias = U*;
  template <class U> static constexpr int tag = sizeof(U);
};
struct meta_fn { template <class T> struct apply { using type = T*; }; };
template <class T>
int use_object(const T& t, const T* p) {
  return t.template get<1>() + p->template get<2>() + T::template make<int>() + t.T::template get<3>();
}
template <class T, class U>
struct rebinder {
  using other = typename T::template rebind<U>::other;
  using ptr = typename T::template alias<U>;
  static constexpr int tag = T::template tag<U>;
};
template <class F, class X> using apply_t = typename F::template apply<X>::type;
template <template <class> class TT> struct takes_tt { using type = TT<int>; };
template <class T> struct uses_tt { using type = typename takes_tt<T::template rebind>::type; };
template <class T>
struct derived : T::template rebind<char>::other {
  int f() { return this->template get<5>() + derived::template get<6>(); }
};
template <class Alloc>
struct alloc_traits {
  template <class U> using rebind_alloc = typename Alloc::template rebind<U>::other;
  template <class U> static rebind_alloc<U> rebind(const Alloc&) { return rebind_alloc<U>(); }
};
template <class T> int call_nested(T t) { return alloc_traits<T>::template rebind<long>(t).template get<4>(); }
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
static_assert(is_same_v<rebinder<tuple_like<int>, char>::other, tuple_like<char>>, "");
static_assert(is_same_v<rebinder<tuple_like<int>, char>::ptr, char*> && rebinder<tuple_like<>, long>::tag == 8, "");
static_assert(is_same_v<apply_t<meta_fn, int>, int*>, "");
static_assert(is_same_v<uses_tt<tuple_like<int>>::type::other, tuple_like<int>>, "");
int main() {
  tuple_like<int> t;
  derived<tuple_like<int>> d;
  return use_object(t, &t) + d.f() + call_nested(t) - 23;
}
