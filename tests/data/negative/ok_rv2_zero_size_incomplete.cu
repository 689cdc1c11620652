// tests: a device function declared inside a class taking that class (still incomplete there) by value: no zero-sized parameter error
struct Z { int a[0]; __attribute__((device)) void m(Z z) {} };
struct Z2 { int a[0]; __attribute__((host)) __attribute__((device)) static void s(Z2 z) {} };
struct Z3 { int a[0]; __attribute__((device)) friend void fr(Z3 z) {} };
struct Z4 { int a[0]; struct In { __attribute__((device)) void m(Z4 z) {} }; };
__attribute__((global)) void k() { Z z; z.m(z); }
