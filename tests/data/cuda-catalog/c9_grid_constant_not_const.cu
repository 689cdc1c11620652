// tests: __grid_constant__ on a non-const kernel parameter
__attribute__((global)) void k(__attribute__((grid_constant)) int x) {}
