// tests: __nv_register_params__ on a __host__ function
__attribute__((host)) void __nv_register_params__ h(int x) {}
