// Kernel templates declared one way and defined another: a result that is void once instantiated (`enable_if<...>::type`, `enable_if_t`) is the wrapper's result too; one declared in a namespace and defined outside it as `N::k` is static from its declaration and its wrapper is defined as N's; an explicit specialisation of a kernel whose primary template is only declared.
#include <cstdio>
#include <type_traits>
#include <cuda_runtime.h>

template <class T> __global__ typename std::enable_if<std::is_integral<T>::value>::type k1(T *p) { *p += 1; }
template <class T> __global__ std::enable_if_t<sizeof(T) == 4> k5(T *p) { *p += 5; }
namespace N {
template <class T> __global__ void k2(T *p);
__global__ void k3(int *p);
namespace M { template <class T, int V> __global__ void k6(T *p); }
}
template <class T> __global__ void N::k2(T *p) { *p += 2; }
__global__ void N::k3(int *p) { *p += 3; }
template <class T, int V> __global__ void N::M::k6(T *p) { *p += V; }
template <class T> __global__ void k4(T *p);
template <> __global__ void k4<int>(int *p) { *p += 4; }

int main()
{
    int *p;
    cudaMalloc(&p, sizeof(int));
    cudaMemset(p, 0, sizeof(int));
    k1<<<1, 1>>>(p);
    N::k2<<<1, 1>>>(p);
    N::k3<<<1, 1>>>(p);
    k4<<<1, 1>>>(p);
    k5<<<1, 1>>>(p);
    N::M::k6<int, 6><<<1, 1>>>(p);
    int h = 0;
    cudaMemcpy(&h, p, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d\n", h);
    return 0;
}
