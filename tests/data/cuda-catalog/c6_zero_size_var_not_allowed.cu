// tests: zero-sized variable in device code
struct Z { int a[0]; };
__attribute__((device)) void f() { Z z; (void)z; }
