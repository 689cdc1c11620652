// OPTS: --extended-lambda
// Names declared in the lambda hide outer ones; parameters of the lambda are not captures.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int count = 5, i = 9, tmp = 3;
    run<<<1, 4>>>([=] __device__ (int i) {
        int count = i * 2;
        for (int tmp = 0; tmp < 2; tmp++) count += tmp;
        struct { int tmp; } s = {1};
        return count + s.tmp;
    }, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d %d %d\n", h[3], count, i, tmp);
    run<<<1, 4>>>([=] __device__ (int k) { int r = tmp; { int tmp = 1; r += tmp; } return r + count + k; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
