// OPTS: --extended-lambda
// Host-device lambdas with zero to three captures, mutable and not, and one with explicit return type.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int a = 1, b = 2, c = 3, h[4];
    run<<<1, 4>>>([] __host__ __device__ (int i) { return i; }, d);
    run<<<1, 4>>>([a] __host__ __device__ (int i) mutable { a += i; return a; }, d);
    run<<<1, 4>>>([a, b] __host__ __device__ (int i) -> int { return a + b + i; }, d);
    run<<<1, 4>>>([=] __host__ __device__ (int i) { return a + b + c + i; }, d);
    run<<<1, 4>>>([=] __host__ __device__ (int i) mutable { c -= i; return c; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d\n", h[3]);
    return 0;
}
