// OPTS: --extended-lambda
// A __device__ lambda with implicit captures passed to a template kernel.
#include <cstdio>
template <class F> __global__ void apply(F f, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(i);
}
int main() {
    int *d; cudaMalloc(&d, 8 * sizeof(int));
    int a = 3, b = 4;
    apply<<<1, 8>>>([=] __device__ (int i) { return a * i + b; }, d, 8);
    int h[8]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
