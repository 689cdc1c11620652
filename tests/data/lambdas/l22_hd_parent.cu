// OPTS: --extended-lambda
// Extended lambdas in __host__ __device__ functions and in operators of class templates.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <class F> __host__ __device__ int call(F f, int v) { return f(v); }
__host__ __device__ int hd_parent(int k) { auto l = [=] __host__ __device__ (int i) { return k * i; }; return call(l, 3); }
template <class T> struct Vec {
    T x;
    Vec operator+(const Vec &o) const { T sum = x + o.x; int *d; cudaMalloc(&d, 4 * sizeof(int));
        run<<<1, 4>>>([=] __device__ (int i) { return (int)sum + i; }, d); cudaFree(d); return Vec{sum}; }
};
int main() {
    Vec<int> a{1}, b{2};
    Vec<int> c = a + b;
    printf("%d %d\n", c.x, hd_parent(4));
    return 0;
}
