namespace lib {
template<class T> struct base { T v; };
template<class T> struct X : base<T> {
  friend bool operator==(const X& a, const X& b) { return a.v == b.v; }
  __attribute__((device)) friend bool operator<(const X& a, const X& b) { return a.v < b.v; }
  friend X operator+(const X& a, const X& b) { X r; r.v = a.v + b.v; return r; }
};
template<class T> void swap_(X<T>&, X<T>&) {}
template<class T> __attribute__((device)) void dswap(X<T>&, X<T>&) {}
}
void h() {
  lib::X<int> a, b;
  bool e = a == b;
  lib::X<int> c = a + b;
  swap_(a, b);
  bool l = a < b;
  dswap(a, c);
}
