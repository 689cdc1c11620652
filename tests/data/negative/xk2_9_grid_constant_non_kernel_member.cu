// tests: __grid_constant__ on a parameter of a __host__ __device__ member function and of a lambda
struct S { __attribute__((host)) __attribute__((device)) void m(const __attribute__((grid_constant)) int x) {} };
auto l = [](const __attribute__((grid_constant)) int y) { return y; };
