// Exercises static and extern dynamic __shared__ memory, templated shared reductions and a managed variable shadowed by a host local
#include <cstdio>
#include <vector>
#include <numeric>
#include <cuda_runtime.h>

__managed__ float total;
__managed__ int hits;

template <int BLOCK>
__global__ void blockSumStatic(const float* in, float* partial, int n) {
    __shared__ float tile[BLOCK];
    __shared__ struct { int count; float maxv; } info;
    int tid = threadIdx.x;
    int i = blockIdx.x * BLOCK + tid;
    if (tid == 0) { info.count = 0; info.maxv = -1e30f; }
    tile[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s) tile[tid] += tile[tid + s];
        __syncthreads();
    }
    if (tid == 0) { partial[blockIdx.x] = tile[0]; atomicAdd(&total, tile[0]); info.count++; }
}

extern __shared__ unsigned char sharedRaw[];

template <typename T>
__global__ void blockSumDynamic(const T* in, T* partial, int n) {
    T* sdata = reinterpret_cast<T*>(sharedRaw);
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < n) ? in[i] : T(0);
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) { partial[blockIdx.x] = sdata[0]; atomicAdd(&hits, 1); }
}

__global__ void twoArrays(float* out, int n, int split) {
    extern __shared__ float dyn[];
    float* first = dyn;
    int* second = reinterpret_cast<int*>(&dyn[split]);
    int tid = threadIdx.x;
    first[tid] = tid * 0.5f;
    second[tid] = tid;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + tid;
    if (i < n) out[i] = first[blockDim.x - 1 - tid] + second[tid];
}

int main() {
    const int n = 4096, block = 256, grid = n / block;
    std::vector<float> h(n);
    std::iota(h.begin(), h.end(), 0.0f);
    float *dIn, *dPartial;
    cudaMalloc(&dIn, n * sizeof(float));
    cudaMalloc(&dPartial, grid * sizeof(float));
    cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

    total = 0.0f;
    hits = 0;
    blockSumStatic<block><<<grid, block>>>(dIn, dPartial, n);
    blockSumDynamic<float><<<grid, block, block * sizeof(float)>>>(dIn, dPartial, n);
    twoArrays<<<grid, block, block * (sizeof(float) + sizeof(int))>>>(dIn, n, block);
    cudaDeviceSynchronize();

    {
        // Host local shadowing the managed variable's name
        float total = 0.0f;
        std::vector<float> partial(grid);
        cudaMemcpy(partial.data(), dPartial, grid * sizeof(float), cudaMemcpyDeviceToHost);
        for (float p : partial) total += p;
        std::printf("local total=%f\n", total);
    }
    std::printf("managed total=%f hits=%d\n", total, hits);
    cudaFree(dIn);
    cudaFree(dPartial);
    return 0;
}
