// tests: __global__ parameter with large explicit alignment (message names win32)
struct alignas(64) A { char c; };
__attribute__((global)) void k(A a) {}
