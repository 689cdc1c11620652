// tests: #pragma nv_diag_error by tag turns the inline-qualifier warning on a kernel into an error
#pragma nv_diag_error global_function_inline
inline __attribute__((global)) void k() {}
