// options: --c++20 --gnu_version=120200
// tests: consteval __global__ function (C++20, keyword before attribute)
__attribute__((global)) consteval void k() {}
