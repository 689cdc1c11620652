// options: --c++17 --gnu_version=120200 --diag_warning=global_function_return_type --display_error_number
// tests: --diag_warning by tag downgrades the non-void __global__ return type error to a numbered warning
__attribute__((global)) int k() { return 0; }
