// OPTS: --extended-lambda
// Device lambdas stored in variables and passed through host templates to kernels.
#include <cstdio>
template <class F> __global__ void each(F f, int n) { int i = threadIdx.x; if (i < n) f(i); }
template <class F> void for_n(int n, F f) { each<<<1, 32>>>(f, n); cudaDeviceSynchronize(); }
struct Acc { int *p; };
int main() {
    int *d; cudaMallocManaged(&d, 32 * sizeof(int));
    int base = 100;
    Acc acc{d};
    auto set = [=] __device__ (int i) { acc.p[i] = base + i; };
    for_n(32, set);
    auto twice = [acc] __device__ (int i) { acc.p[i] *= 2; };
    for_n(32, twice);
    printf("%d %d\n", d[0], d[31]);
    return 0;
}
