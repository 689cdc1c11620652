// written blind to the code (conversions review): c44_decltype_device
struct S { __attribute__((device)) operator int() const { return 1; } };
void f() { S s; decltype(s) t; __typeof__(t) u; int x = u; (void)x; (void)t; }
