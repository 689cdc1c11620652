typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
typedef struct CUstream_st *cudaStream_t;
extern "C" __attribute__((host)) __attribute__((device)) unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
// Valid launches: the configuration's defaults, conversions to dim3, size_t
// and the stream, kernels with default arguments, overloaded and template
// kernels, qualified ones, launches in device code and in templates.
enum Blocks { B128 = 128 };
struct Grid { operator dim3() const { return dim3(4); } };
namespace ns { __attribute__((global)) void nk(int) {} }
__attribute__((global)) void k0() {}
__attribute__((global)) void kd(int a, int b = 2) {}
__attribute__((global)) void ko(int) {}
__attribute__((global)) void ko(float *) {}
template <class T> __attribute__((global)) void kt(T) {}
void launches(cudaStream_t s, unsigned n, long l, char c, float *p)
{
    k0<<<1>>>();
    k0<<<n, B128>>>();
    k0<<<l, c, 0>>>();
    k0<<<dim3(1, 2), dim3(32), sizeof(float) * 4, s>>>();
    k0<<<Grid(), 1, 0, 0>>>();
    k0<<<1, 1, 0, nullptr>>>();
    kd<<<1, 1>>>(1);
    kd<<<1, 1>>>(1, 2);
    ko<<<1, 1>>>(1);
    ko<<<1, 1>>>(p);
    kt<<<1, 1>>>(1.0);
    kt<int><<<1, 1>>>('a');
    ns::nk<<<2, 2>>>(3);
    void (*fp)() = k0;
    fp<<<1, 1>>>();
}
__attribute__((global)) void parent(float *p)
{
    k0<<<1, 1>>>();
    kd<<<1, 1, 0>>>(1);
}
template <class T> void generic(T t, T cfg)
{
    kt<<<cfg, 1>>>(t);
    kd<<<1, 1>>>(t);
    k0<<<1, 1>>>();
}
void use() { generic(1, 2); }
