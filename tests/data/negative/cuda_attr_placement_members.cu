// tests: launch-configuration attributes on members and templates: 'only allowed on a non-member function' at the attribute, then 'only allowed on a __global__ function' at the name
struct S { __attribute__((device)) void __attribute__((launch_bounds(128, 2))) m() {} };
struct T { __attribute__((device)) void __attribute__((maxnreg(32))) m() {} };
struct U { __attribute__((device)) void __attribute__((cluster_dims(1))) m() {} };
struct V { void __attribute__((launch_bounds(128))) m(); };
template<class X> struct W { __attribute__((device)) void __attribute__((launch_bounds(128, 2))) m() {} };
template<class X> __attribute__((device)) void __attribute__((launch_bounds(64))) f(X) {}
template<class X> __attribute__((device)) void __attribute__((maxnreg(64))) g(X) {}
