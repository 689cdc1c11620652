// Overloaded kernels, kernels in nested and reopened namespaces, static kernels, a kernel declared then defined, kernel addresses taken and launched with cudaLaunchKernel.
#include <cuda_runtime.h>
namespace outer { namespace inner {
__global__ void k(int *p) { p[0] = 1; }
__global__ void k(float *p) { p[0] = 1.0f; }
} }
namespace outer { __global__ void k2(double d) { } }
static __global__ void sk(int n) { }
__global__ void later(int);
__global__ void later(int n) { }
void (*kp)(int *) = outer::inner::k;
int main()
{
    int *ip = nullptr; float *fp = nullptr;
    outer::inner::k<<<1, 1>>>(ip);
    outer::inner::k<<<1, 1, 0>>>(fp);
    outer::k2<<<2, 2, 0, 0>>>(1.0);
    sk<<<1, 1>>>(3);
    later<<<1, 1>>>(4);
    void *args[] = { &ip };
    cudaLaunchKernel((const void *)kp, dim3(1), dim3(1), args, 0, nullptr);
    int n = 5;
    void *args2[] = { &n };
    cudaLaunchKernel((const void *)sk, dim3(1), dim3(1), args2, 0, nullptr);
    return 0;
}
