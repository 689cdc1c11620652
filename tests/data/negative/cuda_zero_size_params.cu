// tests: zero-sized class parameters of device, host-device and kernel definitions (declarations, templates, references and empty classes are fine)
struct Z { int a[0]; };
struct Z5 { static int s; int a[0]; void g(); };
struct Z6 { Z z[3]; };
struct Z7 { char c[0]; Z z; };
union U { int a[0]; };
typedef Z TZ;
__attribute__((device)) void f6(Z a, Z b) {}
struct C { __attribute__((device)) void m(Z z) {} __attribute__((device)) void n(Z z); };
__attribute__((device)) void C::n(Z z) {}
__attribute__((device)) void f7(Z5 z) {}
__attribute__((device)) void f8(Z6 z) {}
__attribute__((device)) void f9(Z7 z) {}
__attribute__((device)) void f10(U z) {}
__attribute__((device)) void f11(TZ z) {}
__attribute__((device)) void f12(const Z z) {}
__attribute__((device)) void f14(int, Z) {}
__attribute__((device)) void f15(Z z);
__attribute__((device)) void f15(Z z) {}
