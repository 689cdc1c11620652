// tests: function redeclared with a different execution space (__host__ then __global__)
__attribute__((host)) void f();
__attribute__((global)) void f();
