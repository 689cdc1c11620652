// tests: __float128 used in device code
__attribute__((device)) void f() { __float128 q = 0; (void)q; }
