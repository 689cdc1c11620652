// OPTS: -rdc=true
// Exercises relocatable device code: extern __device__ variables and functions declared before use and defined later, plus __managed__ state
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

extern __device__ int gErrorCount;
extern __device__ float gLut[32];
extern __device__ float transformValue(float x, int idx);
__device__ void recordError(int code);

namespace stats {
extern __device__ unsigned long long gProcessed;
}

__managed__ int mThreshold = 100;

__global__ void process(const float* in, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = transformValue(in[i], i);
    if (v > mThreshold) recordError(1);
    out[i] = v;
    atomicAdd(&stats::gProcessed, 1ull);
}

__global__ void initLut() {
    int i = threadIdx.x;
    if (i < 32) gLut[i] = 1.0f + i * 0.125f;
}

// Definitions placed after the kernels that use them
__device__ int gErrorCount = 0;
__device__ float gLut[32];
namespace stats {
__device__ unsigned long long gProcessed = 0;
}

__device__ float transformValue(float x, int idx) { return x * gLut[idx & 31]; }

__device__ void recordError(int code) { atomicAdd(&gErrorCount, code); }

int main() {
    const int n = 4096;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = static_cast<float>(i % 97);
    float *dIn, *dOut;
    cudaMalloc(&dIn, n * sizeof(float));
    cudaMalloc(&dOut, n * sizeof(float));
    cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

    mThreshold = 50;
    initLut<<<1, 32>>>();
    process<<<(n + 255) / 256, 256>>>(dIn, dOut, n);
    cudaDeviceSynchronize();

    int errors = 0;
    unsigned long long processed = 0;
    cudaMemcpyFromSymbol(&errors, gErrorCount, sizeof(int));
    cudaMemcpyFromSymbol(&processed, stats::gProcessed, sizeof(processed));
    cudaMemcpy(h.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("errors=%d processed=%llu out[96]=%f threshold=%d\n", errors, processed, h[96], mThreshold);
    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
