// written blind to the code (conversions review): d17_decltype_auto_ret
struct S { operator int() const { return 1; } };
auto g(S s) -> decltype(s + 1) { return s + 1; }
decltype(auto) h(S s) { int r = s; return r; }
__attribute__((device)) auto dd(int x) -> decltype(x) { return x; }
void f() { S s; int a = g(s); int b = h(s); (void)a;(void)b; }
