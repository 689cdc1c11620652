// written blind to the code (conversions review): c64_default_arg_device_conv
struct T { __attribute__((device)) T(int) {} };
void g(T t = 3) { (void)t; }
void f() { g(); }
