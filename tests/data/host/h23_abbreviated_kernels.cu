// OPTS: -std=c++20
// Kernels declared as abbreviated function templates (`auto` parameters, constrained or not): the host TU needs a wrapper template for cicc's stub to specialise, and the kernel forwarding to it.
#include <concepts>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(auto *p, int n) { int i = threadIdx.x; if (i < n) p[i] = i; }
__global__ void scale(std::floating_point auto *p, std::integral auto n, float k)
{
    int i = threadIdx.x;
    if (i < n) p[i] *= k;
}
static __global__ void twice(auto *p) { p[threadIdx.x] *= 2; }

int main()
{
    int *ai;
    float *af;
    cudaMalloc(&ai, 8 * sizeof(int));
    cudaMalloc(&af, 8 * sizeof(float));
    fill<<<1, 8>>>(ai, 8);
    fill<<<1, 8>>>(af, 8);
    scale<<<1, 8>>>(af, 8, 0.5f);
    twice<<<1, 8>>>(ai);
    int hi[8];
    float hf[8];
    cudaMemcpy(hi, ai, sizeof hi, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, af, sizeof hf, cudaMemcpyDeviceToHost);
    std::printf("%d %g\n", hi[7], hf[7]);
    cudaFree(ai);
    cudaFree(af);
    return 0;
}
