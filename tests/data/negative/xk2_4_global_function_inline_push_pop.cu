// tests: #pragma nv_diagnostic push/pop around an nv_diag_suppress: the inline kernel after the pop is warned about again
#pragma nv_diagnostic push
#pragma nv_diag_suppress global_function_inline
inline __attribute__((global)) void k1() {}
#pragma nv_diagnostic pop
inline __attribute__((global)) void k2() {}
