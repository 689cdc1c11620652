// OPTS: --extended-lambda
// A __device__ lambda outside any function is a plain lambda with its body hidden;
// lambdas in device functions and kernels are device code.
#include <cstdio>
auto global_dl = [] __device__ (int i) { return i * 3; };
auto global_hd = [] __host__ __device__ (int i) { return i * 5; };
__device__ int dev(int a) { auto l = [=] __device__ (int i) { return a + i; }; return l(1); }
__global__ void kern(int *out) {
    int a = threadIdx.x;
    auto l = [=] __device__ (int i) { return a * i; };
    out[threadIdx.x] = l(2) + dev(a);
}
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    kern<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[3], global_hd(2));
    return 0;
}
