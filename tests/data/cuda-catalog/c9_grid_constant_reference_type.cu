// tests: __grid_constant__ on a reference kernel parameter
__attribute__((global)) void k(const __attribute__((grid_constant)) int &x) {}
