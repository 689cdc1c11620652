// options: --c++17 --gnu_version=120200 --diag_suppress=register_params_not_enabled
// tests: with register_params_not_enabled suppressed by tag, only the ellipsis error remains, for a function in a namespace; the non-variadic one is silent
namespace n {
__attribute__((device)) int __nv_register_params__ g(int x) { return x; }
__attribute__((device)) void __nv_register_params__ f(int x, ...) {}
}
