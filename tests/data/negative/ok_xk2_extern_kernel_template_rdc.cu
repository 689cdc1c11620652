// options: --c++17 --gnu_version=120200 --static-host-stub --device-c
// tests: an extern template __global__ function template is fine in separate compilation mode (--device-c) even with static host stubs
template<class T> __attribute__((global)) void k(T) {}
extern template __attribute__((global)) void k<int>(int);
