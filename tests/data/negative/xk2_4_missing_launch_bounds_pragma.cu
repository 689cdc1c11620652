// tests: #pragma nv_diag_warning enables the off-by-default missing_launch_bounds warning for the kernel that follows
__attribute__((global)) void k0() {}
#pragma nv_diag_warning missing_launch_bounds
__attribute__((global)) void k1() {}
__attribute__((global)) void __attribute__((launch_bounds(256))) k2() {}
