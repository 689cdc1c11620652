// tests: __global__ function without __launch_bounds__ (with diagnostic enabled as warning)
// opts: --diag_warning=missing_launch_bounds
__attribute__((global)) void k() {}
