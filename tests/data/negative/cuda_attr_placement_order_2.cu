// tests: placement order with several attributes; a member kernel; bad cluster dimensions drop the attribute; the block size's second tuple beside cluster dimensions
__attribute__((device)) void __attribute__((maxnreg(32))) __attribute__((cluster_dims(1))) f1() {}
__attribute__((device)) void __attribute__((block_size((32,1,1)))) __attribute__((cluster_dims(1))) f2() {}
__attribute__((device)) void __attribute__((maxnreg(32))) __attribute__((block_size((32,1,1)))) __attribute__((launch_bounds(32))) f3() {}
struct S { __attribute__((global)) void __attribute__((launch_bounds(32))) m(); };
__attribute__((device)) void __attribute__((cluster_dims(0))) f4() {}
__attribute__((device)) void __attribute__((block_size((32,1,1),(2,1,1)))) __attribute__((cluster_dims(1))) f5() {}
