// Exercises kernel parameter kinds: structs by value, enums, const/__restrict__ pointers, functors, overloads, static and namespaced kernels
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

enum Mode { MODE_ADD = 0, MODE_MUL = 1 };
enum class Scale : int { One = 1, Two = 2, Four = 4 };

struct Params {
    float alpha;
    float beta;
    int n;
    Mode mode;
};

struct Affine {
    float a, b;
    __host__ __device__ float operator()(float x) const { return a * x + b; }
};

// Declared here, defined after main
__global__ void declaredLater(float* out, Params p);

// Overloaded kernels
__global__ void fill(float* out, int n, float v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = v;
}
__global__ void fill(int* out, int n, int v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = v;
}

static __global__ void staticKernel(const float* __restrict__ in, float* __restrict__ out, Params p, Scale s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= p.n) return;
    float v = in[i] * static_cast<int>(s);
    out[i] = (p.mode == MODE_ADD) ? v + p.alpha : v * p.beta;
}

namespace ops {
template <typename F>
__global__ void apply(const float* in, float* out, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = f(in[i]);
}
}  // namespace ops

namespace {
__global__ void anonKernel(float* data, int n, const Affine f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]) + 1.0f;
}
}  // namespace

int main() {
    const int n = 256;
    float *dIn = nullptr, *dOut = nullptr;
    int* dInt = nullptr;
    cudaMalloc(&dIn, n * sizeof(float));
    cudaMalloc(&dOut, n * sizeof(float));
    cudaMalloc(&dInt, n * sizeof(int));

    dim3 block(128), grid((n + block.x - 1) / block.x);
    fill<<<grid, block>>>(dIn, n, 2.0f);
    fill<<<grid, block>>>(dInt, n, 7);

    Params p{1.5f, 3.0f, n, MODE_MUL};
    staticKernel<<<grid, block>>>(dIn, dOut, p, Scale::Two);
    ops::apply<<<grid, block>>>(dOut, dIn, n, Affine{0.5f, 1.0f});
    ops::apply<Affine><<<grid, block>>>(dIn, dOut, n, Affine{2.0f, 0.0f});
    anonKernel<<<grid, block>>>(dOut, n, Affine{1.0f, -1.0f});
    declaredLater<<<grid, block>>>(dOut, p);

    std::vector<float> h(n);
    cudaMemcpy(h.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaError_t err = cudaGetLastError();
    std::printf("h[0]=%f h[n-1]=%f status=%s\n", h[0], h[n - 1], cudaGetErrorString(err));

    cudaFree(dIn);
    cudaFree(dOut);
    cudaFree(dInt);
    return 0;
}

__global__ void declaredLater(float* out, Params p) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < p.n) out[i] += p.alpha;
}
