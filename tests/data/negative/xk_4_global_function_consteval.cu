// options: --c++20 --gnu_version=120200
// tests: consteval __global__ function (needs C++20)
consteval __attribute__((global)) void k() {}
