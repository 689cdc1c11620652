// __launch_bounds__ and __maxnreg__ together on a kernel, and each on a function that is no kernel
__attribute__((global)) void __attribute__((launch_bounds(128))) __attribute__((maxnreg(32))) k() {}
void __attribute__((launch_bounds(64))) h() {}
__attribute__((host)) __attribute__((device)) void __attribute__((maxnreg(16))) hd() {}
