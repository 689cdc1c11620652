// written blind to the code (conversions review): c02_convop_device_from_host
struct S { __attribute__((device)) operator int() const { return 1; } };
void take(int) {}
void f() { S s; take(s); }
