// tests: function redeclared with a different execution space (__global__ then __host__ __device__)
__attribute__((global)) void f();
__attribute__((host)) __attribute__((device)) void f();
