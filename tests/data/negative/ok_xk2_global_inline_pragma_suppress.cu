// tests: #pragma nv_diag_suppress by tag silences the inline-qualifier warning on a kernel
#pragma nv_diag_suppress global_function_inline
inline __attribute__((global)) void k() {}
