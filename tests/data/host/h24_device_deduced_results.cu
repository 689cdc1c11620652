// OPTS: -std=c++20
// __device__ functions whose result is deduced (auto&, const auto*, auto&&, decltype(auto), a constrained auto): their host dummies return nothing, so the result is written void, or the host compiler rejects a reference deduced from no return.
#include <concepts>
#include <cstdio>
#include <cuda_runtime.h>

__device__ int g_buf[4];
__device__ auto &slot(int i) { return g_buf[i]; }
__device__ const auto *base() { return g_buf; }
__device__ decltype(auto) first() { return g_buf[0]; }
__device__ std::integral auto lane() { return 1; }
static __device__ auto &other(int *p) { return *p; }
struct Q {
    int v;
    __device__ auto &&ref() { return static_cast<int &&>(v); }
    __device__ auto &self() const { return *this; }
};
__global__ void k(int *out)
{
    slot(0) = *base() + Q{1}.ref() + first() + lane();
    int x = 2;
    *out = slot(0) + other(&x);
}

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d\n", h);
    cudaFree(d);
    return 0;
}
