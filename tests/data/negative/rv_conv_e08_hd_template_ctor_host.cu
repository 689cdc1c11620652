// written blind to the code (conversions review): e08_hd_template_ctor_host
struct T { template <class U> __attribute__((host)) __attribute__((device)) T(U) {} };
void take(T) {}
void f() { take(1); T t = 2.0; T u{'c'}; (void)t; (void)u; }
__attribute__((global)) void k() { T t = 5; (void)t; }
