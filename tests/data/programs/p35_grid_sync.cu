// OPTS: -rdc=true
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

extern __device__ int g_total;
__device__ int g_total;

__device__ int helperDev(int x);

__global__ void twoPhase(int* data, int n) {
    cg::grid_group grid = cg::this_grid();
    for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] *= 2;
    grid.sync();
    if (grid.thread_rank() == 0) {
        int s = 0;
        for (int i = 0; i < n; ++i) s += data[i];
        g_total = helperDev(s);
    }
}

__device__ int helperDev(int x) { return x + 1; }

__global__ void child(int* p) { p[threadIdx.x] = threadIdx.x; }
__global__ void parent(int* p) {
    if (threadIdx.x == 0) child<<<1, 32>>>(p);
}

int main() {
    int* d = nullptr;
    int n = 1024;
    cudaMalloc(&d, n * sizeof(int));
    void* args[] = {&d, &n};
    cudaLaunchCooperativeKernel((void*)twoPhase, dim3(4), dim3(128), args);
    parent<<<1, 1>>>(d);
    int total = 0;
    cudaMemcpyFromSymbol(&total, g_total, sizeof(int));
    printf("%d\n", total);
}
