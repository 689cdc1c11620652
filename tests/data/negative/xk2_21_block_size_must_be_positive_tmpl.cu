// tests: __block_size__ with a zero value on a __global__ function template and a negative one on a kernel in a namespace
template<class T> __attribute__((global)) void __attribute__((block_size((32,0,1)))) k(T) {}
namespace n { __attribute__((global)) void __attribute__((block_size((-1,1,1)))) k2() {} }
