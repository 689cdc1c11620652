// written blind to the code (conversions review): e04_device_ctor_unused_overload
struct T { __attribute__((device)) T(int) {} T(long) {} };
void f() { T t = 3L; (void)t; }
