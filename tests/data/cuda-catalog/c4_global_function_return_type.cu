// tests: __global__ function with non-void return type
__attribute__((global)) int k() { return 0; }
