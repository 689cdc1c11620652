// options: --c++17 --gnu_version=120200 --diag_error=20050 --display_error_number
// tests: --diag_error by display number promotes the inline-qualifier warning on a constexpr kernel
constexpr __attribute__((global)) void k() {}
