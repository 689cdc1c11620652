// tests: #pragma nv_diag_warning by tag downgrades the non-void kernel return error, #pragma nv_diag_suppress by number silences the deduced return type error
#pragma nv_diag_warning global_function_return_type
__attribute__((global)) int k() { return 0; }
#pragma nv_diag_suppress 20049
__attribute__((global)) auto k2() { return; }
