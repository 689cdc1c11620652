// tests: type local to a __device__ function used as __global__ template argument
template<class T> __attribute__((global)) void k() {}
__attribute__((device)) void d() { struct L {}; (void)&k<L>; }
