typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// Only a __global__ function may be configured: "a host function call cannot
// be configured" for a host function, "a __device__ function call ..." for a
// __device__ or __host__ __device__ one. From host code a __device__ function
// is also a call across spaces, said first. A launch whose arguments do not
// fit says neither.
__attribute__((global)) void k0() {}
__attribute__((device)) void d() {}
__attribute__((device)) void d1(int) {}
__attribute__((host)) __attribute__((device)) void hd() {}
void h() {}
struct S { int v; };
void from_host()
{
    h<<<1, 1>>>();
    d<<<1, 1>>>();
    hd<<<1, 1>>>();
    d<<<S(), 1>>>();
    h<<<1>>>();
    d1<<<1, 1>>>(S());
    d1<<<1, 1>>>();
}
__attribute__((device)) void from_device()
{
    k0<<<1, 1>>>();
    h<<<1, 1>>>();
    d<<<1, 1>>>();
    hd<<<1, 1>>>();
}
__attribute__((host)) __attribute__((device)) void from_hd()
{
    h<<<1, 1>>>();
    d<<<1, 1>>>();
    hd<<<1, 1>>>();
}
__attribute__((global)) void from_kernel()
{
    h<<<1, 1>>>();
    d<<<1, 1>>>();
}
template <class T> void from_template()
{
    d<<<1, 1>>>();
    h<<<2, 2>>>();
}
