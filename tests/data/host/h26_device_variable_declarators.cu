// Device variables whose host shadows need more than a `static`: one opening with alignas or a standard attribute takes `static` after them (gcc reads no storage class before a standard attribute); a reference and a const pointer keep their initializers (one has to be bound, the other initialised); an auto one initialised by a class object, an enumerator or a pointer is written with the deduced type, as the reference writes it.
#include <cstdio>
#include <cuda_runtime.h>

struct Cfg { int stages; };
namespace ns { struct Q { int q; }; template <class T, int N> struct B { T x[N]; }; enum E { e1, e2 }; }
template <class T> struct W { T v; };

__device__ alignas(32) int al2[4];
alignas(16) __device__ int ab;
__device__ [[maybe_unused]] int mu;
__constant__ alignas(16) float cc[4] = {1, 2, 3, 4};
__device__ int g = 5;
__device__ int &r = g;
__device__ const int &cr = g;
__device__ int *const cp = &g;
__constant__ const char *const cs = "abc";
__device__ auto cfg = Cfg{3};
__device__ const auto ccfg = Cfg{4};
__device__ auto wl = W<long>{6};
__device__ auto q = ns::Q{1};
__device__ auto b = ns::B<float, 2>{};
__device__ auto en = ns::e2;
__device__ auto pg = &g;

__global__ void k(int *o)
{
    al2[0] = 1;
    *o = al2[0] + ab + mu + (int)cc[1] + r + cr + cfg.stages + ccfg.stages + (int)wl.v + q.q + (int)b.x[0] + en + *pg + *cp + cs[1];
}

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d\n", h);
    cudaFree(d);
    return 0;
}
