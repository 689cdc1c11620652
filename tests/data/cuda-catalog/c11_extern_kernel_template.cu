// tests: extern (explicit instantiation declaration) __global__ function template in whole program mode with static stubs
// opts: --static-host-stub
template<class T> __attribute__((global)) void k(T) {}
extern template __attribute__((global)) void k<int>(int);
