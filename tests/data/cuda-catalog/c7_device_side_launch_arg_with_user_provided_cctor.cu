// tests: device-side launch passing an argument with a user-provided copy constructor
// opts: --device-c
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
struct A { A() {} __attribute__((host)) __attribute__((device)) A(const A &) {} };
__attribute__((global)) void k(A) {}
__attribute__((global)) void p() { A a; k<<<1,1>>>(a); }
