// tests: __device__ function with ellipsis (message names compute_30; CUDA 13 minimum is compute_75)
__attribute__((device)) void f(int n, ...) {}
