// OPTS: -std=c++20 --extended-lambda
// C++20: structured bindings captured by copy, consteval helpers, constrained parents.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
consteval int three() { return 3; }
template <class V> requires (sizeof(V) >= 4) void abbreviated(int *d, V v) { run<<<1, 4>>>([=] __device__ (int i) { return (int)v + i; }, d); }
struct Pair { int a, b; };
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    abbreviated(d, 2.5f); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    auto [x, y] = Pair{4, 5};
    run<<<1, 4>>>([=] __device__ (int i) { return x * y + i + three(); }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
