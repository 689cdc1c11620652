// tests: __nv_register_params__ on a __device__ function with ellipsis
__attribute__((device)) void __nv_register_params__ f(int x, ...) {}
