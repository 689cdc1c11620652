// Exercises cooperative groups: thread_block, tiled_partition (static and dynamic), warp shuffles and group sync
#include <cstdio>
#include <vector>
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

template <unsigned TileSize>
__device__ float tileReduce(cg::thread_block_tile<TileSize> tile, float v) {
    for (unsigned offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
    return v;
}

__device__ float groupReduce(cg::thread_group g, float* scratch, float v) {
    unsigned lane = g.thread_rank();
    for (unsigned i = g.size() / 2; i > 0; i /= 2) {
        scratch[lane] = v;
        g.sync();
        if (lane < i) v += scratch[lane + i];
        g.sync();
    }
    return v;
}

__global__ void reduceKernel(const float* in, float* out, int n) {
    cg::thread_block block = cg::this_thread_block();
    __shared__ float warpSums[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (i < n) ? in[i] : 0.0f;

    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    float ws = tileReduce<32>(warp, v);
    if (warp.thread_rank() == 0) warpSums[warp.meta_group_rank()] = ws;
    block.sync();

    if (warp.meta_group_rank() == 0) {
        float s = (warp.thread_rank() < warp.meta_group_size()) ? warpSums[warp.thread_rank()] : 0.0f;
        s = tileReduce<32>(warp, s);
        if (warp.thread_rank() == 0) atomicAdd(out, s);
    }
}

__global__ void dynamicTiles(float* data, int n) {
    extern __shared__ float scratch[];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile4 = cg::tiled_partition(block, 4);
    int i = block.group_index().x * block.size() + block.thread_rank();
    float v = (i < n) ? data[i] : 0.0f;
    float* myScratch = scratch + (block.thread_rank() / 4) * 4;
    float s = groupReduce(tile4, myScratch, v);
    auto tile16 = cg::tiled_partition<16>(block);
    bool any = tile16.any(v > 1.0f);
    if (i < n) data[i] = s + (any ? 1.0f : 0.0f) + tile16.ballot(v > 0.0f) * 0.0f;
}

int main() {
    const int n = 1 << 14, block = 256;
    std::vector<float> h(n, 1.0f);
    float *dIn, *dOut;
    cudaMalloc(&dIn, n * sizeof(float));
    cudaMalloc(&dOut, sizeof(float));
    cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(dOut, 0, sizeof(float));
    reduceKernel<<<(n + block - 1) / block, block>>>(dIn, dOut, n);
    dynamicTiles<<<(n + block - 1) / block, block, block * sizeof(float)>>>(dIn, n);
    float sum = 0.0f;
    cudaMemcpy(&sum, dOut, sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h.data(), dIn, n * sizeof(float), cudaMemcpyDeviceToHost);
    std::printf("sum=%f h[0]=%f\n", sum, h[0]);
    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
