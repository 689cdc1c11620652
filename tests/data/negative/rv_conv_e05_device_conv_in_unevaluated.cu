// written blind to the code (conversions review): e05_device_conv_in_unevaluated
struct S { __attribute__((device)) operator int() const { return 1; } };
S make();
void f() { decltype(int(make())) x = 0; __typeof__(make() + 1) y = 0; (void)x; (void)y; unsigned z = sizeof(int(make())); (void)z; }
