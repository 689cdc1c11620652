// tests: function redeclared with a different execution space (__host__ __device__ then __global__)
__attribute__((host)) __attribute__((device)) void f();
__attribute__((global)) void f();
