// options: --c++17 --gnu_version=120200 --diag_warning=missing_launch_bounds
// tests: with missing_launch_bounds enabled, a kernel with only __maxnreg__ is still warned about (a kernel with __launch_bounds__ is not)
__attribute__((global)) void __attribute__((maxnreg(40))) k4() {}
__attribute__((global)) void __attribute__((launch_bounds(64))) k5() {}
