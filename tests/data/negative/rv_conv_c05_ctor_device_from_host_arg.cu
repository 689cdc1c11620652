// written blind to the code (conversions review): c05_ctor_device_from_host_arg
struct T { __attribute__((device)) T(int) {} };
void take(T) {}
void f() { take(3); }
