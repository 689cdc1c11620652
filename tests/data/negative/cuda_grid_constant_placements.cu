// __grid_constant__ parameters of functions that are no kernels: one error per parameter, at the function's name (a kernel's are fine)
__attribute__((device)) void f(int a, const __attribute__((grid_constant)) int x, const __attribute__((grid_constant)) int y) {}
void g(const __attribute__((grid_constant)) int z);
__attribute__((global)) void k(const __attribute__((grid_constant)) int w) {}
