// The bundled example: a kernel, a launch, device memory, managed memory.
// `make example` compiles it with nvcc using our cudafe++ (see make-overlay.sh).
#include <cstdio>

__managed__ int launches;

__global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

int main()
{
    const int n = 1 << 10;
    float *x, *y;
    if (cudaMallocManaged(&x, n * sizeof(float)) != cudaSuccess ||
        cudaMallocManaged(&y, n * sizeof(float)) != cudaSuccess) {
        std::printf("built and linked; no CUDA device to run on\n");
        return 0;
    }
    for (int i = 0; i < n; i++) {
        x[i] = 1.0f;
        y[i] = 2.0f;
    }
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
    launches++;
    cudaDeviceSynchronize();
    float err = 0;
    for (int i = 0; i < n; i++)
        err += y[i] - 4.0f;
    std::printf("saxpy: %d launch(es), total error %g\n", launches, err);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
