// written blind to the code (conversions review): e01_host_nonconst_device_const
struct S { operator int() { return 1; } __attribute__((device)) operator int() const { return 2; } };
void f() { S s; int a = s; (void)a; }
