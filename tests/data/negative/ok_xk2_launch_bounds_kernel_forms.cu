// options: --c++17 --gnu_version=120200 --diag_warning=missing_launch_bounds
// tests: __launch_bounds__ on kernels (declaration and definition, template, namespace, two and three arguments); with missing_launch_bounds enabled none is warned about
__attribute__((global)) void __attribute__((launch_bounds(128, 2))) k1(int *p);
__attribute__((global)) void __attribute__((launch_bounds(128, 2))) k1(int *p) { p[0] = 1; }
template<int N> __attribute__((global)) void __attribute__((launch_bounds(N, 1))) k2() {}
namespace n { __attribute__((global)) void __attribute__((launch_bounds(256))) k3() {} }
__attribute__((global)) void __attribute__((launch_bounds(64, 1, 2))) k5() {}
