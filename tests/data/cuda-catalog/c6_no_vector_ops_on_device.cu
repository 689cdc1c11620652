// tests: GNU vector-type arithmetic in device code
typedef int v4 __attribute__((vector_size(16)));
__attribute__((device)) v4 f(v4 a, v4 b) { return a + b; }
