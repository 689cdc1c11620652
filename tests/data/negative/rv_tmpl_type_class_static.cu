template<class T> struct I { __attribute__((device)) static int v() { return 0; } };
void h() { I<int>::v(); }
