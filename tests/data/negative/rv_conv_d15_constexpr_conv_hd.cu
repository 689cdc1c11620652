// written blind to the code (conversions review): d15_constexpr_conv_hd
struct S { constexpr __attribute__((host)) __attribute__((device)) operator int() const { return 4; } };
__attribute__((device)) int g() { constexpr S s{}; int a[s]; a[0] = s; return a[0]; }
void f() { S s; int x = s; (void)x; }
