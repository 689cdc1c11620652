// tests: __global__ function with an rvalue reference parameter
__attribute__((global)) void k(int &&x) {}
