// tests: a kernel in a namespace declared without __grid_constant__ and defined out of the namespace with it (second parameter)
namespace n { __attribute__((global)) void k(int a, const int x); }
__attribute__((global)) void n::k(int a, const __attribute__((grid_constant)) int x) {}
