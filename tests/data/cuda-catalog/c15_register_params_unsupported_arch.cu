// tests: __nv_register_params__ on a __device__ function for an architecture below compute_80 (default sm_75)
__attribute__((device)) void __nv_register_params__ f(int x) {}
