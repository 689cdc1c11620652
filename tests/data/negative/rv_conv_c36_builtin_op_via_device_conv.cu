// written blind to the code (conversions review): c36_builtin_op_via_device_conv
struct S { __attribute__((device)) operator int() const { return 3; } };
void f() { S s; int a = s + 1; (void)a; }
