// tests: function redeclared with a different execution space (__host__ then __host__ __device__)
__attribute__((host)) void f();
__attribute__((host)) __attribute__((device)) void f();
