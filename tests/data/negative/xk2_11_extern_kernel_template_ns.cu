// options: --c++17 --gnu_version=120200 --static-host-stub --display_error_number
// tests: extern template declarations of a __global__ function template in a namespace, two specializations, with static host stubs in whole program mode
namespace n { template<class T, int N> __attribute__((global)) void k(T *p) {} }
extern template __attribute__((global)) void n::k<float, 2>(float *);
extern template __attribute__((global)) void n::k<int, 4>(int *);
