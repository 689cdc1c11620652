// tests: #pragma nv_diag_suppress by number silences device-variable reads and (by tag) writes in host code
__attribute__((device)) int dv;
#pragma nv_diag_suppress 20091
#pragma nv_diag_suppress device_var_written_in_host
int h() { dv = 2; return dv; }
