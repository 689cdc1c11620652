// written blind to the code (conversions review): d04_lambda_in_device
__attribute__((device)) int apply(int (*fp)(int), int v) { return fp(v); }
__attribute__((device)) int g() { auto l = [](int x) { return x * 2; }; return l(3); }
__attribute__((global)) void k(int* o) { auto l = [=](int y) { return y + 1; }; *o = l(*o); }
