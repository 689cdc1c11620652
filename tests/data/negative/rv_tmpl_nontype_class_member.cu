template<int N> struct I { __attribute__((device)) int v() { return N; } };
void h() { I<3> i; i.v(); }
