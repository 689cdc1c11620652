// OPTS: --extended-lambda
// Names in sizeof and decltype are not captured; static locals, globals and constants behave as the reference says.
#include <cstdio>
template <class F> __global__ void run(F f, long *out) { out[threadIdx.x] = f(threadIdx.x); }
__device__ int dglobal = 4;
int main() {
    long *d; cudaMalloc(&d, 4 * sizeof(long));
    double big[100];
    const int N = 6;
    constexpr int M = 8;
    int used = 1;
    run<<<1, 4>>>([=] __device__ (int i) -> long { decltype(used) z = 2; return sizeof(big) + z + i + dglobal; }, d);
    long h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%ld\n", h[3]);
    run<<<1, 4>>>([=] __device__ (int i) { return N + M + used + i; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%ld\n", h[3]);
    return 0;
}
