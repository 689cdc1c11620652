// tests: __device__ on a structured binding declaration
struct P { int a, b; };
__attribute__((device)) P pp;
__attribute__((device)) auto [x, y] = pp;
