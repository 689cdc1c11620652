template<class T> struct I { static int v() { return 0; } };
void h() { I<int>::v(); }
