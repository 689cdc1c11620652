template<int N, class T> __attribute__((device)) T dtimes(T x) { return N * x; }
void h() { dtimes<4>(1); }
