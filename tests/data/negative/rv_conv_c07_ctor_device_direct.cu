// written blind to the code (conversions review): c07_ctor_device_direct
struct T { __attribute__((device)) T(int) {} };
void f() { T t(3); T u{4}; (void)t; (void)u; }
