// written blind to the code (conversions review): c01_convop_scalar_host
struct S { operator int() const { return 1; } };
void take(int) {}
void f() { S s; take(s); int i = s; long l = s + 1; (void)i; (void)l; }
