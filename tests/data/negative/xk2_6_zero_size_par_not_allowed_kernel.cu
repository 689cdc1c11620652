// tests: zero-sized parameter types in a __global__ function and a __host__ __device__ function; a plain host function is fine
struct Z { int a[0]; };
struct E {};
__attribute__((global)) void k(Z z, int n) {}
__attribute__((host)) __attribute__((device)) void hd(int m, Z z2) {}
void h(Z z3) {}
