// Template kernels with unnamed parameters of every kind: type, non-type (int, std::size_t) and function parameters, and defaults.
#include <cstddef>
template <class, int> __global__ void k(float *, int) {}
template <std::size_t, typename T, size_t N = 3> __global__ void k2(T) {}
int main() { k<int, 2><<<1,1>>>(0, 1); k2<4><<<1,1>>>(1.0); return 0; }
