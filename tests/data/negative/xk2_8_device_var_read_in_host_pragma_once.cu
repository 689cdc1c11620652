// options: --c++17 --gnu_version=120200 --display_error_number
// tests: #pragma nv_diag_once for the device-variable-read warning: several reads in host code
#pragma nv_diag_once device_var_read_in_host
__attribute__((device)) int dv;
__attribute__((device)) int dw;
int h1() { return dv; }
int h2() { return dv + dw; }
