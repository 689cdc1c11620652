// OPTS: --extended-lambda
// Lambdas in member functions: const and not, this captured implicitly and explicitly, *this, static members.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
struct Scale {
    int factor;
    int offset;
    void go(int *d) const { run<<<1, 4>>>([=] __device__ (int i) { return factor * i + offset; }, d); }
    void go2(int *d) { run<<<1, 4>>>([this] __device__ (int i) { return factor + i; }, d); }
    void go3(int *d) { run<<<1, 4>>>([=, *this] __device__ (int i) { return offset - i; }, d); }
    static void go4(int *d, int base) { run<<<1, 4>>>([=] __device__ (int i) { return base * i; }, d); }
    void go5(int *d);
};
void Scale::go5(int *d) { int extra = 2; run<<<1, 4>>>([=] __device__ (int i) { return extra + factor + i; }, d); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    Scale s{3, 1};
    int h[4];
    s.go(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d\n", h[1], h[3]);
    s.go2(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d\n", h[1], h[3]);
    s.go3(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d\n", h[1], h[3]);
    Scale::go4(d, 5); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d\n", h[1], h[3]);
    s.go5(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%d %d\n", h[1], h[3]);
    return 0;
}
