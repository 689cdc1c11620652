// tests: host lambda closure type as template argument of a variable template
template<class T> __attribute__((device)) int v = 1;
void h() { auto l = [] {}; int *p = &v<decltype(l)>; (void)p; }
