// options: --c++17 --gnu_version=120200 --diag_suppress=20048
// tests: --diag_suppress by display number silences the non-void __global__ return type error
__attribute__((global)) int k() { return 0; }
