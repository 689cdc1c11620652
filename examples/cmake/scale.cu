// The device half of the CMake example: a kernel and the host function that
// launches it. main.cpp, compiled by the C++ compiler, calls scale().
#include <cuda_runtime.h>
#include "scale.h"

namespace {

template <typename T>
__global__ void scale_kernel(T *v, int n, T factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= factor;
}

}  // namespace

int scale(int *v, int n, int factor)
{
    int *d = nullptr;
    if (cudaMalloc(&d, n * sizeof *d) != cudaSuccess)
        return -1;
    cudaMemcpy(d, v, n * sizeof *d, cudaMemcpyHostToDevice);
    scale_kernel<<<(n + 127) / 128, 128>>>(d, n, factor);
    cudaError_t launched = cudaGetLastError();
    cudaMemcpy(v, d, n * sizeof *d, cudaMemcpyDeviceToHost);
    cudaFree(d);
    return launched == cudaSuccess ? 0 : 1;
}
