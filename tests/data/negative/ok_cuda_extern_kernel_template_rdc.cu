// options: --c++17 --gnu_version=120200 --static-host-stub --device-c
// tests: extern template of a kernel template in separate compilation: fine
template<class T> __attribute__((global)) void k(T) {}
extern template __attribute__((global)) void k<int>(int);
extern template void k<float>(float);
template void k<char>(char);
template<class T> void h(T) {}
extern template void h<int>(int);
namespace n { template<class T> __attribute__((global)) void k2(T) {} }
extern template void n::k2<int>(int);
