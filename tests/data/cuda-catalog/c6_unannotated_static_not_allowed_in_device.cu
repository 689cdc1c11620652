// tests: function-scope static without memory space specifier in a __device__ function
struct A { A(); };
__attribute__((device)) void f() { static A a; }
