// tests: __launch_bounds__ and __maxnreg__ on the same kernel
__attribute__((global)) void __attribute__((launch_bounds(128, 2))) __attribute__((maxnreg(32))) k() {}
