template<int N> struct I { __attribute__((device)) static int v() { return N; } };
void h() { I<3>::v(); }
