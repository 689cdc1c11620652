// options: --c++17 --gnu_version=120200 --diag_suppress=device_var_read_in_host
// tests: suppressing the read warning does not silence the address-of-__shared__ warning in the same host function
__attribute__((shared)) int sv;
__attribute__((device)) int dv;
int *h() { int x = dv; (void)x; return &sv; }
