// A __global__ function cannot take a C variadic parameter list, spelled
// `(...)`, `(int, ...)` or `(int...)`; a pack expansion `(Ts...)` is fine.
__attribute__((global)) void k1(...) {}
__attribute__((global)) void k2(int, ...) {}
__attribute__((global)) void k3(int...) {}
__attribute__((global)) void k4(const char *, ...);
template <class... Ts> __attribute__((global)) void k5(Ts...) {}
template <class... Ts> __attribute__((global)) void k6(Ts... args) {}
__attribute__((device)) void d1(int, ...) {}
void h1(int, ...) {}
