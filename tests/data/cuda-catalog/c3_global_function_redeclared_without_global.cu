// tests: function redeclared with a different execution space (__global__ then unannotated)
__attribute__((global)) void f();
 void f();
