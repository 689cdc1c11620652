// options: --c++17 --gnu_version=120200 --diag_warning=missing_launch_bounds
// tests: __global__ function without __launch_bounds__ (with diagnostic enabled as warning)
__attribute__((global)) void k() {}
