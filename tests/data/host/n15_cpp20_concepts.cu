// OPTS: -std=c++20
// Exercises C++20 in CUDA: concepts constraining kernel templates, requires-clauses, designated initialisers, std::span and consteval
#include <concepts>
#include <cstdio>
#include <span>
#include <vector>
#include <cuda_runtime.h>

template <typename T>
concept Arithmetic = std::integral<T> || std::floating_point<T>;

template <typename F, typename T>
concept UnaryOp = requires(F f, T x) {
    { f(x) } -> std::convertible_to<T>;
};

struct LaunchConfig {
    unsigned grid = 1;
    unsigned block = 128;
    size_t shared = 0;
    cudaStream_t stream = nullptr;
};

struct Clamp {
    float lo, hi;
    __host__ __device__ float operator()(float x) const { return x < lo ? lo : (x > hi ? hi : x); }
};

consteval int warpsFor(int threads) { return (threads + 31) / 32; }

template <Arithmetic T, UnaryOp<T> F>
__global__ void mapKernel(T* data, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

template <typename T>
    requires std::floating_point<T>
__global__ void iotaKernel(T* data, int n, T step) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = static_cast<T>(i) * step;
}

template <Arithmetic T>
__host__ __device__ constexpr T sq(T x) { return x * x; }

template <typename T, typename F>
void launchMap(const LaunchConfig& cfg, std::span<T> devSpan, F f) {
    mapKernel<<<cfg.grid, cfg.block, cfg.shared, cfg.stream>>>(devSpan.data(), static_cast<int>(devSpan.size()), f);
}

int main() {
    constexpr int n = 1024;
    static_assert(warpsFor(n) == 32);
    static_assert(sq(7) == 49);
    float* d = nullptr;
    cudaMalloc(&d, n * sizeof(float));
    std::span<float> ds(d, n);

    LaunchConfig cfg{.grid = (n + 255) / 256, .block = 256};
    LaunchConfig one{.block = 64, .shared = 0};
    iotaKernel<<<cfg.grid, cfg.block>>>(d, n, 0.01f);
    launchMap(cfg, ds, Clamp{.lo = 0.5f, .hi = 5.0f});
    launchMap(one, ds.first(64), Clamp{.lo = 1.0f, .hi = 2.0f});

    std::vector<float> h(n);
    cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
    std::span<const float> hs(h);
    float acc = 0.0f;
    for (float v : hs.subspan(0, 16)) acc += v;
    std::printf("acc=%f last=%f warps=%d\n", acc, hs.back(), warpsFor(256));
    cudaFree(d);
    return 0;
}
