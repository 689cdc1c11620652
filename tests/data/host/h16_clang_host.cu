// OPTS: -ccbin clang++
// The clang host: template kernels with explicit and deduced arguments, an explicit specialisation and an explicit instantiation (clang wants the wrapper specialisation declared before it), a managed variable, libstdc++ under clang (__make_integer_seq).
template <typename T, int N> __global__ void tk(T *p, T s) { p[N] = s; }
template <typename... Ts> __global__ void vk(int n, Ts... xs) { }
template <typename T> __global__ void fwd(T);
template <> __global__ void tk<int, 2>(int *p, int s) { p[0] = s; }
template __global__ void tk<float, 3>(float *, float);
template <class T> __global__ void unn(T *, int) { }
int main() { float *f = 0; tk<float, 3><<<1, 1>>>(f, 2.0f); vk<<<1,1>>>(3, 1, 2.0); unn<<<1,1>>>(f, 2); int *q = 0; tk<int,2><<<1,1>>>(q, 1); return 0; }
__managed__ int launches = 0;
#include <utility>
int count() { launches++; return (int)std::make_index_sequence<3>::size() + launches; }
