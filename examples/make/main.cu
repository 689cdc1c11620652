// The first translation unit of the make example: a kernel that calls poly()
// from ops.cu, and a host main that checks the results. Exit status 0 when
// they are right (or when there is no CUDA device to run on).
#include <cstdio>
#include "ops.h"

__global__ void apply(const int *in, int *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = poly(in[i]);
}

int main()
{
    const int n = 512;
    int *in, *out;
    if (cudaMallocManaged(&in, n * sizeof *in) != cudaSuccess ||
        cudaMallocManaged(&out, n * sizeof *out) != cudaSuccess) {
        std::printf("make example: built and linked; no CUDA device to run on\n");
        return 0;
    }
    for (int i = 0; i < n; i++)
        in[i] = i - n / 2;
    apply<<<4, 64>>>(in, out, n);
    cudaDeviceSynchronize();
    counter calls = {};
    cudaMemcpyFromSymbol(&calls, ops_calls, sizeof calls);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        int x = in[i];
        bad += out[i] != x * x + 3 * x + 1;
    }
    cudaFree(in);
    cudaFree(out);
    if (bad != 0 || calls.calls != n) {
        std::printf("make example: FAILED (%d wrong values, %d calls)\n", bad, calls.calls);
        return 1;
    }
    std::printf("make example: ok, %d values computed by a kernel of main.cu calling ops.cu\n", n);
    return 0;
}
