// Allocator-style rebinding as libstdc++ writes it: `typename
// T::template rebind<U>::other` (T bound to a class or to a class
// template's specialisation), a member class template of a class with a
// partial specialisation chosen by void_t detection, reached as
// `X::template name<...>::type`, and a constant written as an
// integral_constant's object (`all_of<...>{}`) in a template argument.
template <class...> using void_t = void;
template <class T, T v> struct integral_constant {
  static constexpr T value = v;
  constexpr operator T() const noexcept { return v; }
};
template <class A, class B> struct both : integral_constant<bool, A::value && B::value> {};
typedef integral_constant<bool, true> yes;
template <class T> struct alloc {
  template <class U> struct rebind { typedef alloc<U> other; };
  T *allocate(unsigned long);
};
struct plain_alloc {
  template <class U> struct rebind { typedef alloc<U *> other; };
};
struct no_rebind { };
struct traits_base {
  template <class T, class U, class = void> struct rebinder { typedef no_rebind type; };
  template <class T, class U> struct rebinder<T, U, void_t<typename T::template rebind<U>::other> > {
    using type = typename T::template rebind<U>::other;
  };
};
template <class A, class U> using rebind_t = typename traits_base::template rebinder<A, U>::type;
template <bool On, class Tag = void> struct enable_ctor { typedef Tag tag; };
template <class Tag> struct enable_ctor<false, Tag> { enable_ctor() = delete; };
template <class A> struct holder : enable_ctor<both<yes, yes>{}, A> { A a; };
struct Node {
  __attribute__((device)) int dn() const;
  int hn() const;
};
int h() {
  rebind_t<alloc<char>, Node> a;
  Node *p = a.allocate(1);
  int r = p->hn() + p->dn();
  rebind_t<plain_alloc, Node> b;
  r += (*b.allocate(2))->dn();
  rebind_t<no_rebind, Node> c;
  holder<Node> hd;
  r += hd.a.dn();
  holder<Node>::tag t;
  r += t.hn() + t.dn();
  return r;
}
