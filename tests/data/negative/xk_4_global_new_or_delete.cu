// tests: __global__ on operator new
__attribute__((global)) void *operator new(unsigned long n);
