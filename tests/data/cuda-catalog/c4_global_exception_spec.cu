// tests: __global__ function with an exception specification
__attribute__((global)) void k() throw(int) {}
