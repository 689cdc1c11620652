// OPTS: -std=c++17 -arch=sm_80
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda/atomic>
#include <cuda/std/span>
#include <cuda/std/chrono>
#include <cuda/std/optional>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void pipelineCopy(const int* global, int* out, int n) {
    extern __shared__ int smem[];
    auto block = cg::this_thread_block();
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, smem, global, sizeof(int) * n, bar);
    bar.arrive_and_wait();
    cuda::std::span<int> s(smem, n);
    int acc = 0;
    for (int v : s) acc += v;
    cuda::atomic_ref<int, cuda::thread_scope_device> ref(*out);
    ref.fetch_add(acc);
}

__global__ void optK(int* o) {
    cuda::std::optional<int> x;
    if (threadIdx.x % 2) x = 5;
    o[threadIdx.x] = x.value_or(-1);
}

int main() {
    pipelineCopy<<<1, 128, 128 * sizeof(int)>>>(nullptr, nullptr, 128);
    optK<<<1, 32>>>(nullptr);
    cuda::std::chrono::milliseconds ms(5);
    cuda::atomic<int, cuda::thread_scope_system> a{0};
    a.fetch_add(1);
    printf("%lld %d\n", (long long)ms.count(), a.load());
}
