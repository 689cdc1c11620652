// an inline variadic kernel with __launch_bounds__ and __maxnreg__
inline __attribute__((global)) void __attribute__((launch_bounds(128))) __attribute__((maxnreg(32))) k(int, ...) {}
