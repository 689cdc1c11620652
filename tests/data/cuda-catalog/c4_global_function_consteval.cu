// tests: consteval __global__ function (needs C++20)
// opts: --c++20
consteval __attribute__((global)) void k() {}
