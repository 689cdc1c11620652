// written blind to the code (conversions review): d24_device_var_conv
struct S { __attribute__((host)) __attribute__((device)) operator int() const { return 1; } };
__attribute__((device)) int dv;
__attribute__((device)) void g() { S s; dv = s; dv += s; }
