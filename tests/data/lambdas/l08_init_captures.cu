// OPTS: --extended-lambda
// Init-captures of __device__ lambdas in the three spellings.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int a = 2, b = 3;
    run<<<1, 4>>>([x = a * 10, y = b, z(a + b)] __device__ (int i) { return x + y + z + i; }, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[3]);
    return 0;
}
