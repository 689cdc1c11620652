// tests: attribute checks in the order written: kernel rules at __global__, argument errors and the member rule at each attribute, then the declaration's conflicts
__attribute__((global)) int __attribute__((cluster_dims(0))) k1() { return 0; }
__attribute__((global)) void __attribute__((cluster_dims(0))) k2(...) { }
struct S { __attribute__((global)) void __attribute__((cluster_dims(0))) m(); };
struct T { __attribute__((device)) void __attribute__((cluster_dims(0))) __attribute__((launch_bounds(3))) m(); };
__attribute__((global)) void __attribute__((block_size((0,1,1)))) __attribute__((launch_bounds(3))) __attribute__((maxnreg(3))) k3() {}
inline __attribute__((global)) void __attribute__((cluster_dims(0))) k4() { }
__attribute__((global)) void __attribute__((cluster_dims(2,1,1))) __attribute__((block_size((32,1,1),(2,1,1)))) k5() { }
__attribute__((global)) void __attribute__((block_size((32,1,1),(2,1,1)))) __attribute__((cluster_dims(2,1,1))) k6() { }
