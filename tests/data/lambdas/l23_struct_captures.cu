// OPTS: --extended-lambda
// Captured structs, pointers to members, enumerators and references to const.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
struct Params { int scale; int bias; __host__ __device__ int apply(int v) const { return v * scale + bias; } };
enum Mode { ADD = 1, MUL = 2 };
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    Params p{3, 1};
    const Params &cp = p;
    int Params::*field = &Params::bias;
    Mode m = MUL;
    run<<<1, 4>>>([=] __device__ (int i) { return cp.apply(i) + p.*field + (m == MUL ? 10 : 0) + ADD; }, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[3]);
    return 0;
}
