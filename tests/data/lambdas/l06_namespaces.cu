// OPTS: --extended-lambda
// Parents in named, nested, inline and anonymous namespaces; overloaded parents.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
namespace outer { namespace inner {
void work(int *d, int a) { run<<<1, 4>>>([=] __device__ (int i) { return a + i; }, d); }
void work(int *d, long a) { run<<<1, 4>>>([=] __device__ (int i) { return (int)a - i; }, d); }
} inline namespace v1 { void go(int *d, int m) { run<<<1, 4>>>([=] __device__ (int i) { return m * i; }, d); } } }
namespace { void hidden(int *d, int q) { run<<<1, 4>>>([=] __device__ (int i) { return q ^ i; }, d); } }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    outer::inner::work(d, 10); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    outer::inner::work(d, 10L); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    outer::go(d, 3); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    hidden(d, 5); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d\n", h[3]);
    return 0;
}
