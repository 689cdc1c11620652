template<class T> struct V { T x; V() : x() {} V(T a) : x(a) {} };
template<class T> struct cmp { bool operator()(const T& a, const T& b) const { return a < b; } };
int f(int a, V<int> v = V<int>()) { return a + v.x; }
int g(V<int> v = V<int>(3), V<char> w = V<char>('a')) { return v.x + w.x; }
template<class T, class C = cmp<T> > bool lt(const T& a, const T& b, C c = C()) { return c(a, b); }
__attribute__((device)) int df(int a, V<int> v = V<int>()) { return a; }
template<class T> __attribute__((device)) int dg(T a, V<T> v = V<T>()) { return 0; }
int k(int n = sizeof(V<long>)) { return n; }
void h() {
  f(1);
  f(1, V<int>(2));
  g();
  g(V<int>(1));
  lt(1, 2);
  lt(1.0, 2.0, cmp<double>());
  k();
  df(1);
  dg(2);
}
