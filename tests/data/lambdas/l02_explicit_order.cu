// OPTS: --extended-lambda
// Explicit captures keep the order written; implicit ones the order of first use.
#include <cstdio>
template <class F> __global__ void run(F f, float *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    float *d; cudaMalloc(&d, 4 * sizeof(float));
    float x = 1.5f, y = 2.5f, z = 0.5f;
    run<<<1, 4>>>([z, x, y] __device__ (int i) { return x + y * i - z; }, d);
    run<<<1, 4>>>([=] __device__ (int i) { return z + y + x * i; }, d);
    float h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    return 0;
}
