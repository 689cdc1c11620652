// tests: __global__ function defined in a friend declaration
struct S { friend __attribute__((global)) void k() {} };
