template<int N> __attribute__((device)) int dn() { return N; }
void h() { dn<4>(); }
