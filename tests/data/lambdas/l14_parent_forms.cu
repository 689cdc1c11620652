// OPTS: --extended-lambda
// Parents of many shapes: returning pointers and references, noexcept, default arguments,
// reference and array parameters, trailing return types, operator(), variadic parameters.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int g_store[4];
int *ret_ptr(int *d, const int &r, int (&arr)[4]) {
    run<<<1, 4>>>([=] __device__ (int i) { return r + arr[i]; }, d);
    return g_store;
}
int &ret_ref(int *d, int k = 3) noexcept { run<<<1, 4>>>([=] __device__ (int i) { return k * i; }, d); return g_store[0]; }
auto trailing(int *d, unsigned u) -> long { run<<<1, 4>>>([=] __device__ (int i) { return (int)u + i; }, d); return 0; }
struct Fn { int m; void operator()(int *d) const { run<<<1, 4>>>([=] __device__ (int i) { return m - i; }, d); } };
int variadic(int *d, int n, ...) { run<<<1, 4>>>([=] __device__ (int i) { return n + i; }, d); return n; }
void fptr(int *d, int (*cb)(int), const char *name) { int v = cb(2); run<<<1, 4>>>([=] __device__ (int i) { return v + i; }, d); (void)name; }
static int twice(int x) { return 2 * x; }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int arr[4] = {1, 2, 3, 4}, h[4];
    ret_ptr(d, 5, arr); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    ret_ref(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    trailing(d, 9u); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    Fn{20}(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    variadic(d, 4, 1, 2); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    fptr(d, twice, "x"); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
