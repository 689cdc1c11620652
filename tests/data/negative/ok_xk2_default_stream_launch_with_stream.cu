// options: --c++17 --gnu_version=120200 --diag_warning=default_stream_launch
// tests: with default_stream_launch enabled, a launch that passes an explicit stream (even a null one) is silent
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
__attribute__((global)) void k(int) {}
void h(CUstream_st *s) { k<<<1, 1, 0, s>>>(1); k<<<dim3(2, 2), dim3(8, 8), 0, 0>>>(2); }
