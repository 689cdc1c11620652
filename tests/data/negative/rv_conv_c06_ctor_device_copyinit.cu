// written blind to the code (conversions review): c06_ctor_device_copyinit
struct T { __attribute__((device)) T(int) {} };
void f() { T t = 3; (void)t; }
