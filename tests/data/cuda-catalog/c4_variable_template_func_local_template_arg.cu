// tests: host-function local type as template argument of a variable template
template<class T> __attribute__((device)) int v = 1;
void h() { struct L {}; int *p = &v<L>; (void)p; }
