// OPTS: --extended-lambda
// A device lambda inside an ordinary lambda; lambdas inside a device lambda's body stay device code.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int a = 5, b = 6;
    auto host = [=](int *p) { run<<<1, 4>>>([=] __device__ (int i) { return a * i; }, p); };
    host(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    run<<<1, 4>>>([=] __device__ (int i) {
        auto sq = [](int v) { return v * v; };
        auto add = [=](int v) { return v + b; };
        return add(sq(i));
    }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
