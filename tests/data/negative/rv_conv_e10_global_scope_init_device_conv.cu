// written blind to the code (conversions review): e10_global_scope_init_device_conv
struct S { __attribute__((host)) __attribute__((device)) operator int() const { return 1; } };
S gs;
int gi = gs;
