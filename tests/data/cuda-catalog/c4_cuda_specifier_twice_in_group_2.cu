// tests: __maxnreg__ given twice on one kernel
__attribute__((global)) void __attribute__((maxnreg(32))) __attribute__((maxnreg(64))) k() {}
