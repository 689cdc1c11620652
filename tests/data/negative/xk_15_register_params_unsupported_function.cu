// tests: __nv_register_params__ on a __global__ function
__attribute__((global)) void __nv_register_params__ k(int x) {}
