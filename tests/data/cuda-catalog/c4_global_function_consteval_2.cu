// tests: consteval __global__ function (C++20, keyword before attribute)
// opts: --c++20
__attribute__((global)) consteval void k() {}
