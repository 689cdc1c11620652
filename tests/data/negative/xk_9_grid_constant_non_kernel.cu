// tests: __grid_constant__ on a parameter of a __device__ function
__attribute__((device)) void f(const __attribute__((grid_constant)) int x) {}
