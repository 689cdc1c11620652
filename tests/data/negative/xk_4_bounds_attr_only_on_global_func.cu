// tests: __launch_bounds__ on a __device__ function
__attribute__((device)) void __attribute__((launch_bounds(128, 2))) f() {}
