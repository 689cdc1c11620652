template<class T> T twice(T a);
template<class U> __attribute__((device)) U dtwice(U a);
template<class T, class... R> int cnt(T, R...);
void h() {
  int a = twice(2);
  int b = cnt(1, 2, 3);
  int c = dtwice(3);
}
template<class X> X twice(X value) { return value + value; }
template<class V> __attribute__((device)) V dtwice(V q) { return q + q; }
template<class A, class... B> int cnt(A, B...) { return 1 + sizeof...(B); }
void h2() { float f = twice(1.5f); float g = dtwice(2.5f); }
