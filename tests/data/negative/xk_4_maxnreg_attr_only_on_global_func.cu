// tests: __maxnreg__ on a __device__ function
__attribute__((device)) void __attribute__((maxnreg(32))) f() {}
