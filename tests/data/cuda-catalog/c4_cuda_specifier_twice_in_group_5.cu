// tests: two __launch_bounds__ on the same kernel
__attribute__((global)) void __attribute__((launch_bounds(128, 2))) __attribute__((launch_bounds(64, 1))) k() {}
