// options: --c++17 --gnu_version=120200 --diag_remark=global_function_inline --remarks --display_error_number
// tests: --diag_remark by tag (with --remarks) reports the inline-qualifier diagnostic as a remark
inline __attribute__((global)) void k() {}
