// OPTS: --extended-lambda
// Lambdas in function templates, class templates and member templates.
#include <cstdio>
template <class F> __global__ void run(F f, double *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class T> void tfun(T scale, double *d) { run<<<1, 4>>>([=] __device__ (int i) { return scale * i; }, d); }
template <class T, int N> struct Box {
    T v[N];
    void fill(double *d) const { T first = v[0]; run<<<1, 4>>>([=] __device__ (int i) { return first + N * i; }, d); }
    template <int K> void shift(double *d) { T last = v[N - 1]; run<<<1, 4>>>([=] __device__ (int i) { return last + K + i; }, d); }
};
int main() {
    double *d; cudaMalloc(&d, 4 * sizeof(double));
    double h[4];
    tfun(2.5, d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    tfun(3, d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    Box<float, 3> b{{1, 2, 3}};
    b.fill(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    b.shift<7>(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    return 0;
}
