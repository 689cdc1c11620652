// written blind to the code (conversions review): d18_hd_ctor_from_kernel_and_host
struct T { int v; __attribute__((host)) __attribute__((device)) T(int i = 0) : v(i) {} __attribute__((host)) __attribute__((device)) operator int() const { return v; } };
__attribute__((global)) void k(int* o) { T t = *o; T u; *o = t + u; }
void f() { T t = 2; int x = t; T u{t}; (void)x; (void)u; }
