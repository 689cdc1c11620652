// written blind to the code (conversions review): c48_casts_ctor_device
struct T { __attribute__((device)) T(int) {} };
void f() { (void)(T)3; (void)T(4); (void)static_cast<T>(5); }
