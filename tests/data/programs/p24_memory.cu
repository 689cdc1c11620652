#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <memory>

__constant__ float c_coeffs[16];
__managed__ int m_counter = 0;
__device__ __managed__ float m_arr[32];

struct CudaDeleter { void operator()(void* p) const { cudaFree(p); } };
template <typename T> using dev_ptr = std::unique_ptr<T, CudaDeleter>;

template <typename T>
dev_ptr<T> make_dev(std::size_t n) {
    T* p = nullptr;
    cudaMalloc(reinterpret_cast<void**>(&p), n * sizeof(T));
    return dev_ptr<T>(p);
}

__global__ void __launch_bounds__(256, 2) conv(const float* __restrict__ in, float* __restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.f;
#pragma unroll
    for (int k = 0; k < 16; ++k) {
        int j = i + k - 8;
        acc += (j >= 0 && j < n ? __ldg(in + j) : 0.f) * c_coeffs[k];
    }
    out[i] = acc;
    atomicAdd(&m_counter, 1);
}

__global__ void halfk(__half* h, int n) {
    int i = threadIdx.x;
    if (i < n) h[i] = __hadd(h[i], __float2half(1.0f));
    __half2 two = __floats2half2_rn(1.f, 2.f);
    (void)two;
}

__device__ float warpReduce(float v) {
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void wr(float* o) {
    float v = warpReduce(threadIdx.x);
    if ((threadIdx.x & 31) == 0) o[threadIdx.x >> 5] = v;
    if (threadIdx.x == 0) printf("block %d val %f\n", blockIdx.x, v);
    unsigned ballot = __ballot_sync(0xffffffffu, v > 0);
    (void)ballot;
}

__device__ double atomicMaxDouble(double* addr, double val) {
    unsigned long long* p = (unsigned long long*)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        if (__longlong_as_double(assumed) >= val) break;
        old = atomicCAS(p, assumed, __double_as_longlong(val));
    } while (assumed != old);
    return __longlong_as_double(old);
}

int main() {
    float h[16];
    for (int i = 0; i < 16; ++i) h[i] = 1.0f / 16;
    cudaMemcpyToSymbol(c_coeffs, h, sizeof(h));
    auto in = make_dev<float>(1024), out = make_dev<float>(1024);
    conv<<<4, 256>>>(in.get(), out.get(), 1024);
    halfk<<<1, 32>>>(nullptr, 0);
    wr<<<1, 64>>>(nullptr);
    cudaDeviceSynchronize();
    cudaPointerAttributes attr;
    cudaPointerGetAttributes(&attr, in.get());
    void* args[] = {nullptr};
    cudaLaunchKernel((const void*)wr, dim3(1), dim3(32), args, 0, nullptr);
    printf("%d %f\n", m_counter, m_arr[0]);
}
