// written blind to the code (conversions review): e03_overload_exact_vs_device_conv
struct T { __attribute__((device)) T(int) {} };
void g(T) {}
void g(int) {}
void f() { g(3); }
