// tests: __maxnreg__ on a __device__ function declared in a namespace and defined out of it
namespace n { __attribute__((device)) void __attribute__((maxnreg(32))) f(); }
__attribute__((device)) void n::f() {}
