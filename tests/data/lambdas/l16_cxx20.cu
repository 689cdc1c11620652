// OPTS: -std=c++20 --extended-lambda
// C++20: template-parameter lists on device lambdas, [=, this], concepts-constrained parents.
#include <cstdio>
#include <concepts>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
struct W {
    int w;
    void go(int *d) { run<<<1, 4>>>([=, this] __device__ (int i) { return w * i; }, d); }
};
template <std::integral T> void typed(int *d, T t) { run<<<1, 4>>>([=] __device__ <class U>(U i) { return (int)t + i; }, d); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    W{4}.go(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    typed(d, 7L); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
