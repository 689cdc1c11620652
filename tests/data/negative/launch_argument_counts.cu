typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// Launch configurations counted as a call of __cudaPushCallConfiguration
// (grid, block = 1, shared memory = 0, stream = 0), before the kernel's
// own arguments are counted: too few at the `>>>`, too many at the first
// extra one.
__attribute__((global)) void k0() {}
__attribute__((global)) void k2(int a, float b) {}
void launches()
{
    k0<<<>>>();
    k0<<<1, 2, 3, 0, 5>>>();
    k0<<<1, 2, 3, 0, 5, 6>>>();
    k2<<<1, 1>>>(1);
    k2<<<1, 1>>>(1, 2.0f, 3);
    k0<<<1, 1>>>(5);
    k2<<<>>>(1);
    k2<<<1, 2, 3, 0, 5>>>(1, 2, 3);
}
template <class T> void in_template()
{
    k0<<<1, 1>>>(5);
    k2<<<1, 1, 0, 0, 0>>>(1, 2);
    k2<<<1, 1>>>(sizeof(T));
}
