// options: --c++20 --gnu_version=120200
// static and thread_local structured bindings are C++20
struct P { int a, b; };
P pp;
static auto [x5, y5] = pp;
thread_local auto [x6, y6] = pp;
void g() { static auto [a1, b1] = pp; }
