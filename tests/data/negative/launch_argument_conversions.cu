typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// A launch configuration's arguments converted to __cudaPushCallConfiguration's
// parameters (dim3, dim3, size_t, cudaStream_t), then the kernel's arguments
// to its parameters; each argument that does not convert has its message.
struct S { int v; };
struct Grid { operator dim3() const { return dim3(4); } };
__attribute__((global)) void k0() {}
__attribute__((global)) void k2(int a, float b) {}
void launches(cudaStream_t s, int *p)
{
    k0<<<S(), 1>>>();
    k0<<<1, S()>>>();
    k0<<<1, 1, S()>>>();
    k0<<<1, 1, 0, 1>>>();
    k0<<<1, 1, 0, p>>>();
    k0<<<"a", 1>>>();
    k0<<<p, 1>>>();
    k2<<<1, 1>>>(S(), 1);
    k2<<<1, 1>>>(1, S());
    k2<<<S(), 1>>>(S(), 1);
    k2<<<S(), 1, 0, 0, 0>>>(S(), 1);
    k0<<<Grid(), 1, 0, s>>>();
    k2<<<dim3(1, 2), dim3(3), sizeof(int), s>>>(1, 2);
}
