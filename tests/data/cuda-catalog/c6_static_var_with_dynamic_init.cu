// tests: function-scope static __device__ variable with dynamic initializer
__attribute__((device)) int g();
__attribute__((device)) void f() { static __attribute__((device)) int x = g(); (void)x; }
