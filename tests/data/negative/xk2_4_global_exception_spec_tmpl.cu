// tests: noexcept(true) on a __global__ function template inside a namespace
namespace n { template<class T> __attribute__((global)) void k(T) noexcept(true) {} }
