// tests: constexpr __global__ function
constexpr __attribute__((global)) void k() {}
