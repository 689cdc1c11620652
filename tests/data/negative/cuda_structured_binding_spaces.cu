// options: --c++17 --gnu_version=120200 --allow_managed
// structured bindings with memory space attributes (and a storage class, before C++20)
struct P { int a, b; };
__attribute__((device)) P pp;
__attribute__((constant)) auto [x1, y1] = pp;
__attribute__((device)) void f() { __attribute__((shared)) auto [x2, y2] = pp; }
__attribute__((managed)) __attribute__((device)) auto [x3, y3] = pp;
__attribute__((host)) auto [x4, y4] = pp;
static __attribute__((device)) auto [x5, y5] = pp;
