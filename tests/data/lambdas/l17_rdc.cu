// OPTS: -rdc=true --extended-lambda
// Relocatable device code: wrappers and host reference arrays together.
#include <cstdio>
__device__ int offset_value = 11;
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x) + offset_value; }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int s = 2;
    run<<<1, 4>>>([=] __device__ (int i) { return s * i; }, d);
    run<<<1, 4>>>([s] __host__ __device__ (int i) { return s - i; }, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
