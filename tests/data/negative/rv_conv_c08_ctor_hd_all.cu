// written blind to the code (conversions review): c08_ctor_hd_all
struct T { __attribute__((host)) __attribute__((device)) T(int, int = 0) {} };
void take(const T&) {}
__attribute__((device)) void dtake(T&&) {}
void f() { take(3); T t = 3; T u(4); T v{5}; (void)t;(void)u;(void)v; }
__attribute__((device)) void g() { dtake(3); T t = 3; (void)t; }
__attribute__((global)) void k() { T t = 7; dtake(8); (void)t; }
