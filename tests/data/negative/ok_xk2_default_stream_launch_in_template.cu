// options: --c++17 --gnu_version=120200 --diag_warning=default_stream_launch
// tests: with default_stream_launch enabled, launches without a stream inside host function templates and class template members (instantiated) are not reported
struct __attribute__((device_builtin)) dim3 { unsigned x, y, z; __attribute__((host)) __attribute__((device)) constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {} };
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, unsigned long sharedMem = 0, struct CUstream_st *stream = 0);
template<class T> __attribute__((global)) void k(T) {}
template<class T> void launch(T t) { k<<<1, 32>>>(t); }
template<class T> struct L { void go(T t) { k<<<dim3(2), dim3(4)>>>(t); } };
void h() { launch(1); L<float> l; l.go(2.0f); }
