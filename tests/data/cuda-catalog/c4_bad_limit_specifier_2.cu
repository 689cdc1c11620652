// tests: non-constant launch bounds value
int n = 3;
__attribute__((global)) void __attribute__((launch_bounds(n))) k() {}
