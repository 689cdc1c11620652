#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
namespace cg = cooperative_groups;

__device__ int reduce_sum(cg::thread_group g, int* temp, int val) {
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();
        if (lane < i) val += temp[lane + i];
        g.sync();
    }
    return val;
}

__global__ void sumKernel(int* sum, const int* input, int n) {
    extern __shared__ int temp[];
    cg::thread_block block = cg::this_thread_block();
    int my = 0;
    for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n; i += block.size() * gridDim.x)
        my += input[i];
    int s = reduce_sum(block, temp, my);
    if (block.thread_rank() == 0) atomicAdd(sum, s);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int t = cg::reduce(tile, my, cg::plus<int>());
    if (tile.thread_rank() == 0) atomicAdd(sum, t);
    auto active = cg::coalesced_threads();
    (void)active;
}

int main() {
    int *s = nullptr, *in = nullptr;
    sumKernel<<<4, 256, 256 * sizeof(int)>>>(s, in, 1024);
    printf("ok\n");
}
