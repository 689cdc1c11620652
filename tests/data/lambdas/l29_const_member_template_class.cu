// OPTS: --extended-lambda
// Const member functions of class templates capturing this and *this, with dependent member types.
#include <cstdio>
template <class F> __global__ void run(F f, double *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class T> struct Poly {
    T c0, c1;
    using value_type = T;
    void eval(double *d) const { run<<<1, 4>>>([=] __device__ (int i) { value_type x = i; return c0 + c1 * x; }, d); }
    void eval_copy(double *d) const { run<<<1, 4>>>([*this] __device__ (int i) { return c0 - c1 * i; }, d); }
};
int main() {
    double *d; cudaMalloc(&d, 4 * sizeof(double));
    double h[4];
    Poly<double> p{1.0, 0.5};
    p.eval(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    p.eval_copy(d); cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost); printf("%g\n", h[3]);
    return 0;
}
