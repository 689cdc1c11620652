// tests: __maxnreg__ values must be positive and not too large (launch bounds' values are not checked by the host pass)
__attribute__((global)) void __attribute__((maxnreg(0))) k1() {}
__attribute__((global)) void __attribute__((maxnreg(-3))) k2() {}
__attribute__((global)) void __attribute__((launch_bounds(0))) k3() {}
__attribute__((global)) void __attribute__((launch_bounds(32, -1))) k4() {}
__attribute__((global)) void __attribute__((launch_bounds(32, 1, 0))) k5() {}
__attribute__((global)) void __attribute__((maxnreg(3000000000))) k6() {}
__attribute__((global)) void __attribute__((launch_bounds(3000000000))) k7() {}
__attribute__((device)) void __attribute__((maxnreg(0))) f1() {}
__attribute__((global)) void __attribute__((maxnreg(64))) k8() {}
