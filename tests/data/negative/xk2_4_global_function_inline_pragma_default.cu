// tests: nv_diag_suppress then nv_diag_default: only the kernel after the default pragma is warned about
#pragma nv_diag_suppress global_function_inline
inline __attribute__((global)) void k1() {}
#pragma nv_diag_default global_function_inline
inline __attribute__((global)) void k2() {}
