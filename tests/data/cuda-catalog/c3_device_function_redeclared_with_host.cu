// tests: function redeclared with a different execution space (__device__ then __host__)
__attribute__((device)) void f();
__attribute__((host)) void f();
