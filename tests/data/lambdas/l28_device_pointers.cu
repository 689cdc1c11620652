// OPTS: --extended-lambda
// A reduction with device lambdas over device memory: pointers, sizes and atomics.
#include <cstdio>
template <class F> __global__ void grid(F f, int n) { for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) f(i); }
int main() {
    const int n = 1000;
    float *x, *sum;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&sum, sizeof(float));
    *sum = 0;
    float init = 0.5f;
    grid<<<4, 128>>>([=] __device__ (int i) { x[i] = init * i; }, n);
    grid<<<4, 128>>>([x, sum] __device__ (int i) { atomicAdd(sum, x[i]); }, n);
    cudaDeviceSynchronize();
    printf("%g\n", *sum);
    return 0;
}
