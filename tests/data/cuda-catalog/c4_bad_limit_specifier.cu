// tests: invalid launch bounds value
__attribute__((global)) void __attribute__((launch_bounds(-1))) k() {}
