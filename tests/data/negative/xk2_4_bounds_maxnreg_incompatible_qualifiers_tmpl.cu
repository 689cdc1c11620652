// tests: __launch_bounds__ and __maxnreg__ with constant arguments on the same __global__ function template, and on a kernel in a namespace
template<int N> __attribute__((global)) void __attribute__((maxnreg(32))) __attribute__((launch_bounds(128))) k() {}
namespace n { __attribute__((global)) void __attribute__((launch_bounds(256, 2))) __attribute__((maxnreg(64))) k2(int) {} }
