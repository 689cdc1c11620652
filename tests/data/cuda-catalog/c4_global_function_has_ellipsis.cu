// tests: __global__ function with C-style ellipsis
__attribute__((global)) void k(int, ...) {}
