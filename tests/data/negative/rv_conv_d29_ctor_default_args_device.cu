// written blind to the code (conversions review): d29_ctor_default_args_device
struct T { __attribute__((device)) T(int, int = 3) {} T(const char*) {} };
void take(T) {}
void f() { take("x"); }
__attribute__((device)) void g() { take2: ; T t = 1; (void)t; }
