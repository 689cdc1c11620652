// options: --c++17 --gnu_version=120200 --diag_warning=default_stream_launch --display_error_number
// tests: launches without a stream argument inside a host function template (instantiated) and with a shared-memory size but no stream; a launch with a stream is fine
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
template<class T> __attribute__((global)) void k(T) {}
template<class T> void launch(T t) { k<<<1, 32>>>(t); }
void h(CUstream_st *s) { launch(1); k<<<2, 64, 128>>>(2.0); k<<<1, 1, 0, s>>>(3); }
