// tests: device-side launch with -rdc but no device runtime API declarations
// opts: --device-c
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
__attribute__((global)) void k() {}
__attribute__((global)) void p() { k<<<1,1>>>(); }
