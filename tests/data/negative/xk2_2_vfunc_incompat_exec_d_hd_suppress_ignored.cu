// options: --c++17 --gnu_version=120200 --diag_suppress=vfunc_incompat_exec_d_hd --diag_warning=20087
// tests: the override execution-space error cannot be suppressed or downgraded by tag or number; overrider is a member of a class template specialization
struct B { virtual __attribute__((device)) int f(int) const; };
template<class T> struct D;
template<> struct D<int> : B { __attribute__((host)) __attribute__((device)) int f(int) const override; };
