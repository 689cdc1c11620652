// __cluster_dims__ and __block_size__ arguments: constant expressions evaluated, one error per value out of range
__attribute__((global)) void __attribute__((cluster_dims(0,-1,99999999999))) k1() {}
__attribute__((global)) void __attribute__((cluster_dims(2*1,1+1,2147483647))) k2() {}
__attribute__((global)) void __attribute__((cluster_dims(2*0,1,1))) k3() {}
__attribute__((global)) void __attribute__((block_size((0,0,1)))) k4() {}
__attribute__((global)) void __attribute__((block_size((32,1,1),(2,1,1)))) k5() {}
__attribute__((global)) void __attribute__((cluster_dims(2,1,1))) __attribute__((block_size((32,1,1),(0,99999999999,1)))) k6() {}
