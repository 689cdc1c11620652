// Kernel templates' parameters as their wrappers take them: by reference, unless one already (`const T &x`, `const Ts &...ps`, an unnamed `const U &`), or an array or a function (`T x[3]`, taken as written); an unnamed pack is named `Ts &...__T0` and forwarded expanded.
#include <cstdio>
#include <cuda_runtime.h>

template <class T> __global__ void k1(const T &x, int *o) { *o += 1; }
template <class T> __global__ void k2(T x[3], int *o) { *o += 2; }
template <class... Ts> __global__ void k4(int *o, Ts... ps) { *o += 4; }
template <class... Ts> __global__ void k5(int *o, const Ts &...ps) { *o += 8; }
template <class... Ts> __global__ void k6(int *o, Ts...) { *o += 16; }
template <class U> __global__ void k7(const U &, int *o) { *o += 32; }
template <class T> __global__ void k10(T *const p, int *o) { *o += 64; }

int main()
{
    int *d;
    cudaMalloc(&d, sizeof(int));
    cudaMemset(d, 0, sizeof(int));
    k1<<<1, 1>>>(1, d);
    k2<<<1, 1>>>((int *)0, d);
    k4<<<1, 1>>>(d, 1, 2.0);
    k5<<<1, 1>>>(d, 1);
    k6<<<1, 1>>>(d, 1, 'c');
    k7<<<1, 1>>>(1.5f, d);
    k10<<<1, 1>>>((int *)0, d);
    int h = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d\n", h);
    cudaFree(d);
    return 0;
}
