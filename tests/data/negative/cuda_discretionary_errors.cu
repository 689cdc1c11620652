// options: --c++17 --gnu_version=120200 --diag_warning=global_function_return_type,20077 --diag_suppress=main_marked_device --diag_remark=zero_size_par_not_allowed
// tests: CUDA errors that the options may change (discretionary): made warnings, suppressed, remarks; others stay errors
struct Z { int a[0]; };
__attribute__((global)) int k() { return 0; }
__attribute__((device)) void __attribute__((launch_bounds(32))) f() {}
__attribute__((device)) int main() { return 0; }
__attribute__((device)) void g(Z z) {}
__attribute__((global)) void k2(...) {}
#pragma nv_diag_suppress global_function_deduced_return_type
__attribute__((global)) auto k3() { return; }
#pragma nv_diag_default global_function_deduced_return_type
__attribute__((global)) auto k4() { return; }
#pragma nv_diag_warning 20258
__attribute__((device)) void __attribute__((maxnreg(32))) f2() {}
