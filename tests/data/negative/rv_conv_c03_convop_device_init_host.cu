// written blind to the code (conversions review): c03_convop_device_init_host
struct S { __attribute__((device)) operator int() const { return 1; } };
void f() { S s; int i = s; (void)i; }
