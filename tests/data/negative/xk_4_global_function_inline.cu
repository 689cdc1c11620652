// tests: inline __global__ function
inline __attribute__((global)) void k() {}
