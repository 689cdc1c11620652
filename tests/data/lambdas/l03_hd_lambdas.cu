// OPTS: --extended-lambda
// __host__ __device__ lambdas: capturing, mutable, captureless (function-pointer conversion).
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class F> int host_call(F f) { return f(10); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int k = 7;
    auto hd = [=] __host__ __device__ (int i) { return i * k; };
    auto none = [] __host__ __device__ (int i) { return i + 1; };
    auto mut = [=] __host__ __device__ (int i) mutable { k += i; return k; };
    run<<<1, 4>>>(hd, d);
    run<<<1, 4>>>(none, d);
    run<<<1, 4>>>(mut, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d | %d %d %d\n", h[0], h[1], h[2], h[3], host_call(hd), host_call(none), host_call(mut));
    return 0;
}
