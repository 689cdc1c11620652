// OPTS: --extended-lambda
// Parents that are variadic templates and templates with non-type and template template parameters.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class... Ts> int count_and_run(int *d, Ts... ts) { int n = sizeof...(Ts); run<<<1, 4>>>([=] __device__ (int i) { return n + i; }, d); return n; }
template <int N, bool B> void flags(int *d) { int v = B ? N : -N; run<<<1, 4>>>([=] __device__ (int i) { return v + i; }, d); }
template <class T> struct Holder { T t; };
template <template <class> class H, class T> void tt(int *d, H<T> h) { run<<<1, 4>>>([=] __device__ (int i) { return (int)h.t + i; }, d); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    count_and_run(d, 1, 2.0, 'c'); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    flags<5, true>(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    tt(d, Holder<double>{2.5}); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
