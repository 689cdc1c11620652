// written blind to the code (conversions review): c52_hd_calls_device_conv
struct S { __attribute__((device)) operator int() const { return 1; } };
__attribute__((host)) __attribute__((device)) int g() { S s; return s; }
