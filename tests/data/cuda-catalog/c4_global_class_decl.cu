// tests: __global__ member function
struct S { __attribute__((global)) void k(); };
