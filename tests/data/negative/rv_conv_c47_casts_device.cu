// written blind to the code (conversions review): c47_casts_device
struct S { __attribute__((device)) operator int() const { return 1; } };
void f() { S s; int a = (int)s; int b = int(s); int c = static_cast<int>(s); (void)a;(void)b;(void)c; }
