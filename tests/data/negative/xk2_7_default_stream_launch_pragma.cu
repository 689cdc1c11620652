// tests: #pragma nv_diag_warning by tag enables the off-by-default default_stream_launch warning for the launches after it only
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
__attribute__((global)) void k() {}
void h1() { k<<<1,1>>>(); }
#pragma nv_diag_warning default_stream_launch
void h2() { k<<<1,1>>>(); }
