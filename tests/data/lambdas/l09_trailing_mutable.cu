// OPTS: --extended-lambda
// Explicit return types (the trailing-return tag), mutable device lambdas, generic device lambdas.
#include <cstdio>
template <class F> __global__ void run(F f, double *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    double *d; cudaMalloc(&d, 4 * sizeof(double));
    int s = 3;
    run<<<1, 4>>>([=] __device__ (int i) -> double { return s * 0.5 + i; }, d);
    double h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    run<<<1, 4>>>([=] __device__ (int i) mutable { s += i; return s; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    run<<<1, 4>>>([=] __device__ (auto i) { return s * i; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    run<<<1, 4>>>([=] __device__ (int i) mutable -> float { return s + i * 0.25f; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    return 0;
}
