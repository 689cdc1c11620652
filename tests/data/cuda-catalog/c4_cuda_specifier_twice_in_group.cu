// tests: same CUDA specifier given twice on one declaration
__attribute__((device)) __attribute__((device)) void f() {}
