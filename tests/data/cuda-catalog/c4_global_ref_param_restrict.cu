// tests: __global__ function with a __restrict__ qualified reference parameter
__attribute__((global)) void k(int & __restrict__ x) {}
