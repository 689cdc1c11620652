// OPTS: --extended-lambda
// Arrays of one, two and three dimensions captured by copy.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int a1[4] = {1, 2, 3, 4};
    int a2[2][2] = {{5, 6}, {7, 8}};
    int a3[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
    run<<<1, 4>>>([=] __device__ (int i) { return a1[i] + a2[i / 2][i % 2] + a3[1][i / 2][i % 2]; }, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    run<<<1, 4>>>([a1] __device__ (int i) { return a1[3 - i]; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
