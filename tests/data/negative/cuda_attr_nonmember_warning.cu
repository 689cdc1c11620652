// options: --c++17 --gnu_version=120200 --diag_warning=bounds_attr_only_nonmember_func
// tests: the non-member rule of __launch_bounds__ made a warning by its tag
struct S { __attribute__((device)) void __attribute__((launch_bounds(128, 2))) m() {} };
