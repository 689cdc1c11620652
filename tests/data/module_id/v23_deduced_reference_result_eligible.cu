// OPTS:
// A function whose result is deduced as a placeholder alone (`auto f()`, `decltype(auto) f()`) names no module id; one returning a reference or pointer to it (`auto &f()`) does, mangled by its parameters.
__device__ int g_buf[4];
__device__ auto plain(int i) { return i; }
__device__ decltype(auto) whole(int i) { return i; }
__device__ auto &slot(int i) { return g_buf[i]; }
__global__ void k() {}
