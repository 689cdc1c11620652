// tests: function redeclared with a different execution space (__host__ then __device__)
__attribute__((host)) void f();
__attribute__((device)) void f();
