// tests: valid positive __cluster_dims__ and __block_size__ values on kernels (INT_MAX included), with and without a second __block_size__ tuple
__attribute__((global)) void __attribute__((cluster_dims(2, 2, 1))) k1() {}
__attribute__((global)) void __attribute__((block_size((128, 1, 1), (2, 1, 1)))) k2() {}
__attribute__((global)) void __attribute__((cluster_dims(4, 1, 1))) __attribute__((block_size((64, 2, 1)))) k3() {}
template<class T> __attribute__((global)) void __attribute__((cluster_dims(1, 1, 1))) k4(T) {}
__attribute__((global)) void __attribute__((cluster_dims(2147483647, 1, 1))) k5() {}
