// tests: every launch-configuration attribute on functions that are no kernels: each said at the name in the reference's order, a block size hiding cluster dimensions, __launch_bounds__ with __maxnreg__
__attribute__((device)) void __attribute__((cluster_dims(1))) f1() {}
__attribute__((device)) void __attribute__((block_size((32,1,1)))) f2() {}
__attribute__((device)) void __attribute__((launch_bounds(32))) __attribute__((cluster_dims(1))) f3() {}
void __attribute__((cluster_dims(1))) f4();
struct S { __attribute__((device)) void __attribute__((maxnreg(32))) __attribute__((launch_bounds(32))) m() {} };
__attribute__((device)) void __attribute__((maxnreg(32))) __attribute__((launch_bounds(32))) f5() {}
