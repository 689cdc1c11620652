// Exercises cudaLaunchKernel with kernel addresses, kernel function pointers/typedefs, cudaFuncGetAttributes and occupancy APIs
#include <cstdio>
#include <map>
#include <string>
#include <cuda_runtime.h>

__global__ void addOne(float* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1.0f;
}

__global__ void square(float* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= data[i];
}

template <int Shift>
__global__ void shiftBy(float* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += Shift;
}

__global__ void __launch_bounds__(256, 2) heavy(float* data, int n, float k) {
    __shared__ float cache[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cache[threadIdx.x] = (i < n) ? data[i] : 0.0f;
    __syncthreads();
    if (i < n) data[i] = cache[(threadIdx.x + 1) % blockDim.x] * k;
}

typedef void (*UnaryKernel)(float*, int);
using HeavyKernel = void (*)(float*, int, float);

int main() {
    const int n = 10000;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));

    std::map<std::string, UnaryKernel> table;
    table["addOne"] = addOne;
    table["square"] = &square;
    table["shift3"] = shiftBy<3>;

    for (const auto& kv : table) {
        cudaFuncAttributes attr;
        cudaFuncGetAttributes(&attr, reinterpret_cast<const void*>(kv.second));
        int minGrid = 0, blockSize = 0;
        cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, kv.second, 0, 0);
        if (blockSize <= 0) blockSize = 128;
        int grid = (n + blockSize - 1) / blockSize;
        kv.second<<<grid, blockSize>>>(d, n);
        std::printf("%-8s regs=%d maxThreads=%d block=%d\n", kv.first.c_str(), attr.numRegs, attr.maxThreadsPerBlock, blockSize);
    }

    // cudaLaunchKernel with explicit argument array
    int nArg = n;
    float* dArg = d;
    void* args[] = {&dArg, &nArg};
    cudaLaunchKernel(reinterpret_cast<const void*>(&addOne), dim3((n + 127) / 128), dim3(128), args, 0, nullptr);

    HeavyKernel hk = heavy;
    float k = 0.25f;
    void* hargs[] = {&dArg, &nArg, &k};
    int blocksPerSm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, hk, 256, 0);
    cudaFuncSetCacheConfig(hk, cudaFuncCachePreferShared);
    cudaLaunchKernel((const void*)hk, dim3((n + 255) / 256), dim3(256), hargs, 0, 0);

    // Templated launch API overload from cuda_runtime.h
    cudaLaunchKernel(shiftBy<5>, dim3((n + 127) / 128), dim3(128), args);

    float h = 0.0f;
    cudaMemcpy(&h, d, sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("blocksPerSm=%d h0=%f err=%s\n", blocksPerSm, h, cudaGetErrorString(cudaGetLastError()));
    cudaFree(d);
    return 0;
}
