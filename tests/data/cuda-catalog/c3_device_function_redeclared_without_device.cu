// tests: function redeclared with a different execution space (__device__ then unannotated)
__attribute__((device)) void f();
 void f();
