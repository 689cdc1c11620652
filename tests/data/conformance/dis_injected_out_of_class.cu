// C++17 conformance: disambiguation
// [temp.local] [class.mfct] [temp.mem]: the injected-class-name in out-of-class member
// definitions: after the declarator-id it is in scope for parameters, bodies and trailing types
template <class T, int N> struct array {
  T elems[N];
  struct iterator;
  array fill(T v) const;
  template <class U> array<U, N> map(U (*f)(T)) const;
  static array make(T v);
  array& self();
  auto twice() const -> array;
  bool equal(const array& o) const;
};
template <class T, int N> struct array<T, N>::iterator { T* p; };
template <class T, int N> array<T, N> array<T, N>::fill(T v) const {
  array r{};                                   // injected name inside the body
  for (int i = 0; i < N; ++i) r.elems[i] = v;
  return r;
}
template <class T, int N> template <class U>
array<U, N> array<T, N>::map(U (*f)(T)) const {
  array<U, N> r{};
  for (int i = 0; i < N; ++i) r.elems[i] = f(elems[i]);
  return r;
}
template <class T, int N> auto array<T, N>::make(T v) -> array { return array{}.fill(v); }
template <class T, int N> array<T, N>& array<T, N>::self() { return *this; }
template <class T, int N> auto array<T, N>::twice() const -> array {   // trailing: injected name
  array r = *this;
  for (T& e : r.elems) e = e * 2;
  return r;
}
template <class T, int N> bool array<T, N>::equal(const array& o) const {   // parameter type
  for (int i = 0; i < N; ++i) if (elems[i] != o.elems[i]) return false;
  return true;
}
long widen(int v) { return v; }
int main() {
  auto a = array<int, 3>::make(2);
  array<int, 3>::iterator it{a.elems};
  auto m = a.map(widen);
  return *it.p + int(m.elems[1]) + a.twice().elems[2] + a.self().equal(a) - 9;
}
