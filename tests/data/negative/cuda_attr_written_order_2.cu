// tests: attribute checks in the order written on members and functions (bad arguments drop an attribute)
struct T { __attribute__((device)) void __attribute__((launch_bounds(3))) __attribute__((cluster_dims(0))) m(); };
struct U { __attribute__((global)) void __attribute__((launch_bounds(3))) __attribute__((cluster_dims(0))) m(); };
struct V { __attribute__((global)) void __attribute__((cluster_dims(0))) __attribute__((launch_bounds(3))) m(); };
__attribute__((device)) void __attribute__((launch_bounds(3))) __attribute__((maxnreg(3))) __attribute__((cluster_dims(0))) f();
