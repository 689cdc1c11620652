// tests: constexpr __shared__ variable inside a __global__ function
__attribute__((global)) void k(int *o) { constexpr __attribute__((shared)) int s = 4; o[0] = s; }
