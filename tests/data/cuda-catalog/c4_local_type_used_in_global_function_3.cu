// tests: type local to a __host__ __device__ function used as template argument of a __global__ template launched there (rdc)
// opts: --device-c
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
template<class T> __attribute__((global)) void k() {}
__attribute__((host)) __attribute__((device)) void hd() { struct L {}; k<L><<<1,1>>>(); }
