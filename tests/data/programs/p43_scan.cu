#include <cstdio>
#include <vector>
#include <numeric>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/block/block_scan.cuh>

template <int BLOCK>
__global__ void blockScan(const int* in, int* out) {
    using Scan = cub::BlockScan<int, BLOCK>;
    __shared__ typename Scan::TempStorage tmp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int agg;
    Scan(tmp).ExclusiveSum(v, v, agg);
    out[blockIdx.x * BLOCK + threadIdx.x] = v;
}

__global__ void hillisSteele(int* data, int n) {
    extern __shared__ int temp[];
    int tid = threadIdx.x;
    int pout = 0, pin = 1;
    temp[pout * n + tid] = tid > 0 ? data[tid - 1] : 0;
    __syncthreads();
    for (int offset = 1; offset < n; offset *= 2) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (tid >= offset) temp[pout * n + tid] = temp[pin * n + tid] + temp[pin * n + tid - offset];
        else temp[pout * n + tid] = temp[pin * n + tid];
        __syncthreads();
    }
    data[tid] = temp[pout * n + tid];
}

int main() {
    int n = 512;
    int *d_in = nullptr, *d_out = nullptr;
    unsigned *k_in = nullptr, *k_out = nullptr;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    size_t bytes = 0;
    cub::DeviceScan::InclusiveSum(nullptr, bytes, d_in, d_out, n);
    size_t sortBytes = 0;
    cub::DeviceRadixSort::SortKeys(nullptr, sortBytes, k_in, k_out, n);
    blockScan<128><<<n / 128, 128>>>(d_in, d_out);
    hillisSteele<<<1, 256, 2 * 256 * sizeof(int)>>>(d_in, 256);
    std::vector<int> h(n);
    std::exclusive_scan(h.begin(), h.end(), h.begin(), 0);
    printf("%zu %zu %d\n", bytes, sortBytes, h.back());
}
