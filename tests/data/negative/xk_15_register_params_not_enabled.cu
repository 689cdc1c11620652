// tests: __nv_register_params__ on a __device__ function without the feature enabled
__attribute__((device)) void __nv_register_params__ f(int x) {}
