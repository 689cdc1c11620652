// Partial specialisations of a class template whose only parameter is a
// pack (`template <class... T> struct common;`, as common_type is
// declared): the pack's arguments are matched one by one, a written
// `Rest...` takes those left, a count that differs surely does not match,
// and of two that match the more specialised wins. The member functions'
// results name the class through its injected-class-name.
template <class... T> struct common;
template <> struct common<> {};
template <class T> struct common<T> : common<T, T> {};
template <class A, class B> struct common<A, B> { typedef A type; };
template <class A, class B, class C, class... Rest> struct common<A, B, C, Rest...> {
  typedef typename common<C, Rest...>::type type;
};
template <class R> struct span_of;
template <class R> struct dur {
  R r;
  __attribute__((device)) typename common<dur>::type operator-() const { return *this; }
  __attribute__((device)) typename common<dur, dur>::type operator+() const { return *this; }
  __attribute__((device)) typename common<dur<R>>::type operator~() const { return *this; }
};
template <class R1, class R2> struct common<dur<R1>, dur<R2>> { typedef dur<long> type; };
__attribute__((device)) void sink(dur<long>);
void sink(dur<int>);
void host_side(dur<int> d) {
  -d;
  +d;
  ~d;
  sink(typename common<dur<int>>::type());
}
