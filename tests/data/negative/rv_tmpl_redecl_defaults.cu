template<class T, class U = int> U conv(T t, U u = U());
template<class T> __attribute__((device)) T dv(T t, int n = 3);
struct S { template<class T> void f(T, int = 0); template<class T> __attribute__((device)) void df(T, int = 0); };
void h() {
  long a = conv(1);
  double b = conv<int, double>(2);
  S s; s.f(1); s.f('c', 2);
  dv(1.5);
  s.df(1);
}
template<class A, class B> B conv(A x, B y) { return (B)x + y; }
template<class X> __attribute__((device)) X dv(X x, int k) { return x; }
template<class Q> void S::f(Q, int) {}
template<class Q> __attribute__((device)) void S::df(Q, int) {}
