// Device variables declared with auto: the host shadow has no initializer, so it is written with the type deduced from it (static int dev_val;), as the reference writes it; a managed one is a pointer to that type.
#include <cstdio>
#include <cuda_runtime.h>

__device__ auto dev_val = 3;
__constant__ auto cval = 2.5f;
__device__ const auto cv = 7L;
__device__ int x;
__device__ auto *px = &x;
__managed__ auto m = 4L;
__global__ void k(int *o) { *o = dev_val + (int)cval + (int)cv + *px + (int)m; }

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d %ld\n", h, m);
    cudaFree(d);
    return 0;
}
