// written blind to the code (conversions review): c04_convop_hd_from_host
struct S { __attribute__((host)) __attribute__((device)) operator int() const { return 1; } };
void take(int) {}
void f() { S s; take(s); int i = s; (void)i; }
__attribute__((device)) void g() { S s; take2: ; int j = s; (void)j; }
