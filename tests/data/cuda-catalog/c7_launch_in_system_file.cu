// tests: kernel launch inside a template in a system header (line marker flag 3)
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
__attribute__((global)) void k() {}
# 1 "sys_header.h" 1 3
template<class T> void launch() { k<<<1,1>>>(); }
# 7 "c7_launch_in_system_file.cu" 2
void h() { launch<int>(); }
