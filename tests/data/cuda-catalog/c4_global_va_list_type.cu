// tests: __global__ function with a va_list parameter
typedef __builtin_va_list va_list;
__attribute__((global)) void k(va_list ap) {}
