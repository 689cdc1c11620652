// tests: __grid_constant__ when compiling for an architecture below compute_70 (real nvcc: -arch=sm_60)
__attribute__((global)) void k(const __attribute__((grid_constant)) int x) {}
