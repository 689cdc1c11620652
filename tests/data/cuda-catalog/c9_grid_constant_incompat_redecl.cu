// tests: kernel redeclared with a different __grid_constant__ annotation on a parameter
__attribute__((global)) void k(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k(const int x) {}
