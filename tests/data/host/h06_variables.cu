// Device, constant, managed and shared variables in namespaces and anonymous namespaces, arrays and class types, accessed from host code with cudaMemcpyToSymbol and through managed access.
#include <cstdio>
struct Pair { int a, b; };
namespace cfg { __constant__ float coeffs[8]; __device__ Pair pair; __managed__ int hits = 0; }
namespace { __device__ int hidden_counter; __managed__ double ratio = 0.5; }
__device__ int table[16];
__managed__ int marr[4];
__constant__ int lim = 10;
__global__ void kernel(int n)
{
    __shared__ int tile[32];
    extern __shared__ float dyn[];
    tile[threadIdx.x] = n + table[0] + cfg::pair.a + hidden_counter;
    dyn[threadIdx.x] = cfg::coeffs[threadIdx.x % 8];
    cfg::hits++;
    marr[0] += lim;
}
int main()
{
    float host[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    cudaMemcpyToSymbol(cfg::coeffs, host, sizeof host);
    kernel<<<1, 32, 32 * sizeof(float)>>>(3);
    cudaDeviceSynchronize();
    int cfg = 2;    /* shadows the namespace name in this scope */
    std::printf("%d %d %f %d %d\n", cfg::hits, marr[0], ratio, cfg, ::marr[1]);
    ratio = 1.5;
    return 0;
}
