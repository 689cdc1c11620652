// options: --c++17 --gnu_version=120200 --diag_error=device_var_read_in_host
// tests: --diag_error by tag turns the device-variable-read warning into an error; the write warning stays a warning
__attribute__((device)) int dv;
int h() { dv = 1; return dv; }
