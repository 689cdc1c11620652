// tests: option --no_strict_cuda_error with a host function called from a device function
// opts: --no_strict_cuda_error
void h();
__attribute__((device)) void f() { h(); }
