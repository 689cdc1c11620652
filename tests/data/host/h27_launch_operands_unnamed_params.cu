// A launch written as an operand (`(void)k<<<1, 1>>>(p)`, a fold over a pack of launches) is rewritten whole in parentheses, as the reference writes it; a kernel template's unnamed parameter of a compound declarator (`void (*)(T)`, `T (*)[3]`) is named inside the declarator, in the kernel and in its wrapper.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(int *p) { *p += 1; }
template <class T> __global__ void kt(T *p) { *p += 2; }
template <class... Ts> void all(Ts *...ps) { (kt<<<1, 1>>>(ps), ...); }
__device__ void twice(int x) {}
template <class T> __global__ void kf(void (*)(T), T *p) { *p += 4; }
template <class T> __global__ void ka(T (*)[3], T *p) { *p += 8; }

int main()
{
    int *d;
    float *f;
    cudaMalloc(&d, sizeof(int));
    cudaMalloc(&f, sizeof(float));
    cudaMemset(d, 0, sizeof(int));
    cudaMemset(f, 0, sizeof(float));
    (void)k<<<1, 1>>>(d);
    all(d, f);
    kf<<<1, 1>>>((void (*)(int))nullptr, d);
    ka<<<1, 1>>>((int (*)[3])nullptr, d);
    int h = 0;
    float hf = 0;
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    std::printf("%d %g\n", h, hf);
    cudaFree(d);
    cudaFree(f);
    return 0;
}
