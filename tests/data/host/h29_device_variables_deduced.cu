// Device variables whose type is deduced from an initializer the host shadow loses: class template argument deduction (a library's class, a deduction guide of ours, `= P{...}`, paren and brace forms, in a namespace, constant and managed memory) is written as the deduced type; `auto` of a class in an unnamed namespace is named without it, as the reference names it.
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/utility>
#include <cuda_runtime.h>

template <class T> struct P { T a, b; };
template <class T> P(T, T) -> P<T>;
namespace q {
template <class T, int N> struct V { T x[N]; };
template <class... T> V(T...) -> V<int, sizeof...(T)>;
}
namespace { struct S { int v; }; }
namespace n { namespace { struct Q { int v; }; } }

__device__ cuda::std::array ga{1, 2, 3};
__device__ cuda::std::pair pr(1, 2.5);
__device__ P gp{1.0f, 2.0f};
__device__ P gp2 = P{1, 2};
__constant__ P cp{3, 4};
__managed__ P mp{5, 6};
__device__ q::V qv{1, 2, 3};
__device__ const P kp{7, 8};
__device__ auto gs = S{6};
__device__ auto gq = n::Q{7};

__global__ void k(int *o)
{
    o[0] = ga[1] + (int)gp.a + gp2.b + pr.first + (int)pr.second + cp.a + mp.b + qv.x[2] + kp.a + gs.v + gq.v;
}

int main()
{
    int *o;
    cudaMalloc(&o, sizeof(int));
    k<<<1, 1>>>(o);
    int h = 0;
    cudaMemcpy(&h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %zu\n", h, mp.a, sizeof ga);
    return 0;
}
