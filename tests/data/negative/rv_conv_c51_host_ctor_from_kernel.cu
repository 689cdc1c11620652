// written blind to the code (conversions review): c51_host_ctor_from_kernel
struct T { T(int) {} };
__attribute__((device)) void take(T) {}
__attribute__((global)) void k() { take(3); }
