#include <cstdio>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void reduceSum(const float* in, float* out, int n) {
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(out, sdata[0]);
}

__global__ void dynShared(int* data, int n) {
    extern __shared__ int buf[];
    int t = threadIdx.x;
    if (t < n) buf[t] = data[t];
    __syncthreads();
    if (t < n) data[t] = buf[n - 1 - t];
}

int main() {
    const int n = 1 << 20;
    float *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, sizeof(float));
    cudaMemset(d_out, 0, sizeof(float));
    reduceSum<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_in, d_out, n);
    int* d;
    cudaMalloc(&d, 128 * sizeof(int));
    dynShared<<<1, 128, 128 * sizeof(int)>>>(d, 128);
    float h;
    cudaMemcpy(&h, d_out, sizeof(float), cudaMemcpyDeviceToHost);
    printf("%f\n", h);
    cudaFree(d_in); cudaFree(d_out); cudaFree(d);
    return 0;
}
