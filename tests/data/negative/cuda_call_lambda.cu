// A lambda's operator() has its enclosing function's space; at namespace
// scope it is a host function.
__attribute__((device)) int d(int x) { return x; }
int h() { auto l = [](int y) { return d(y); }; return l(1); }
__attribute__((host, device)) void hd() { auto l = [](int y) { return d(y); }; l(1); }
auto at_namespace = [](int y) { return d(y); };
__attribute__((device)) void dev() { auto l = [](int y) { return d(y); }; l(1); }
