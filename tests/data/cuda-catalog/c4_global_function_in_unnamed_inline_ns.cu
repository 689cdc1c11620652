// tests: __global__ function in an inline unnamed namespace
inline namespace { __attribute__((global)) void k() {} }
