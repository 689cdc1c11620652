// written blind to the code (conversions review): e06_device_conv_in_device_lambda_in_host
struct S { __attribute__((device)) operator int() const { return 1; } };
void f() { auto l = [](S s) { int x = s; return x; }; (void)l; }
