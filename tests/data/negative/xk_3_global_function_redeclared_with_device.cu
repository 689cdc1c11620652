// tests: function redeclared with a different execution space (__global__ then __device__)
__attribute__((global)) void f();
__attribute__((device)) void f();
