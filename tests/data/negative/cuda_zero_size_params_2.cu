// tests: zero-sized parameter types: the first variants
struct Z { int a[0]; };
struct E {};
struct Z2 { Z z; };
struct Z3 : Z { };
struct Z4 { int a[0]; int b[0]; };
__attribute__((device)) void f1(E z) {}
__attribute__((device)) void f2(Z2 z) {}
__attribute__((device)) void f3(Z3 z) {}
__attribute__((host)) __attribute__((device)) void f4(Z z) {}
__attribute__((global)) void f5(Z z) {}
__attribute__((device)) void f6(Z4 z, Z q);
__attribute__((device)) void f7(Z &z) {}
__attribute__((device)) void f8(Z *z) {}
void f9(Z z) {}
__attribute__((device)) Z f10() { return Z(); }
template<class T> __attribute__((device)) void f11(T z) {}
template<class T> __attribute__((device)) void f12(Z z) {}
struct C { __attribute__((device)) void m(Z z); };
__attribute__((device)) void f13(Z z);
