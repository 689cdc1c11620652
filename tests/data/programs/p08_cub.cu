#include <cub/cub.cuh>
#include <cstdio>

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void blockSortKernel(int* d_in, int* d_out) {
    using BlockLoadT = cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_TRANSPOSE>;
    using BlockStoreT = cub::BlockStore<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_STORE_TRANSPOSE>;
    using BlockRadixSortT = cub::BlockRadixSort<int, BLOCK_THREADS, ITEMS_PER_THREAD>;
    __shared__ union {
        typename BlockLoadT::TempStorage load;
        typename BlockStoreT::TempStorage store;
        typename BlockRadixSortT::TempStorage sort;
    } temp_storage;
    int thread_keys[ITEMS_PER_THREAD];
    int block_offset = blockIdx.x * (BLOCK_THREADS * ITEMS_PER_THREAD);
    BlockLoadT(temp_storage.load).Load(d_in + block_offset, thread_keys);
    __syncthreads();
    BlockRadixSortT(temp_storage.sort).Sort(thread_keys);
    __syncthreads();
    BlockStoreT(temp_storage.store).Store(d_out + block_offset, thread_keys);
}

__global__ void warpSum(const int* in, int* out) {
    using WarpReduce = cub::WarpReduce<int>;
    __shared__ typename WarpReduce::TempStorage temp[4];
    int warp_id = threadIdx.x / 32;
    int v = in[threadIdx.x];
    int agg = WarpReduce(temp[warp_id]).Sum(v);
    if (threadIdx.x % 32 == 0) out[warp_id] = agg;
}

int main() {
    int *d_in = nullptr, *d_out = nullptr;
    int num_items = 1024;
    void* d_temp = nullptr;
    size_t temp_bytes = 0;
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, num_items);
    cudaMalloc(&d_temp, temp_bytes);
    cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, num_items);
    blockSortKernel<128, 4><<<2, 128>>>(d_in, d_out);
    warpSum<<<1, 128>>>(d_in, d_out);
    printf("%zu\n", temp_bytes);
}
