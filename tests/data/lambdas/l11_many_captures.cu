// OPTS: --extended-lambda
// Forty captures in one lambda, twelve in another: wrapper specialisations for those counts only.
#include <cstdio>
template <class F> __global__ void run(F f, long *out) { out[threadIdx.x] = f(threadIdx.x); }
#define V8(p) long p##0 = 1, p##1 = 2, p##2 = 3, p##3 = 4, p##4 = 5, p##5 = 6, p##6 = 7, p##7 = 8;
#define S8(p) p##0 + p##1 + p##2 + p##3 + p##4 + p##5 + p##6 + p##7
int main() {
    long *d; cudaMalloc(&d, 2 * sizeof(long));
    V8(a) V8(b) V8(c) V8(e) V8(g)
    run<<<1, 2>>>([=] __device__ (int i) { return S8(a) + S8(b) + S8(c) + S8(e) + S8(g) + i; }, d);
    long h[2]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%ld\n", h[1]);
    run<<<1, 2>>>([=] __device__ (int i) { return S8(a) + b0 + b1 + b2 + b3 + i; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%ld\n", h[1]);
    run<<<1, 2>>>([=] __host__ __device__ (int i) { return a0 + a1 + a2 + i; }, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%ld\n", h[1]);
    return 0;
}
