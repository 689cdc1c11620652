// tests: static __global__ member function
struct S { static __attribute__((global)) void k() {} };
