template<class To, class From> To cast(From f) { return static_cast<To>(f); }
template<class To, class From> __attribute__((device)) To dcast(From f) { return static_cast<To>(f); }
template<int N, class T> T times(T x) { return N * x; }
template<int N, class T> __attribute__((device)) T dtimes(T x) { return N * x; }
void h() {
  long a = cast<long>(3);
  double b = cast<double, int>(4);
  int c = times<3>(2);
  float d = times<2, float>(1);
  long e = dcast<long>(1.0);
  int f = dtimes<4>(1);
}
