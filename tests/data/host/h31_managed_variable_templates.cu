// Managed variable templates: every use in host and device code, qualified or not, with nested template arguments, in a function template, reaches the variable through the pointer the host holds, the runtime initialised first.
#include <cstdio>
#include <cuda_runtime.h>

template <class T> __managed__ T mt = T(1);
namespace ns { template <class T> __managed__ T nm = T(2); }
template <class T> struct Box { T v; };
template <class T, int N> __managed__ int counts = N;

__global__ void k()
{
    mt<int> += 1;
    ns::nm<float> += 1.0f;
    counts<Box<int>, 3> += 1;
}

template <class T> T twice() { return mt<T> * 2; }

int main()
{
    mt<int> = 3;
    ns::nm<float> = 2.5f;
    counts<Box<int>, 3> = 10;
    k<<<1, 1>>>();
    cudaDeviceSynchronize();
    printf("%d %f %d %d\n", mt<int>, ns::nm<float>, counts<Box<int>, 3>, twice<int>());
    return 0;
}
