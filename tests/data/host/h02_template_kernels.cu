// Template kernels: explicit and deduced arguments, packs, an unnamed parameter, a forward declaration, an explicit specialisation and instantiation.
template <typename T, int N> __global__ void tk(T *p, T s) { p[N] = s; }
template <typename... Ts> __global__ void vk(int n, Ts... xs) { }
template <typename T> __global__ void fwd(T);
template <> __global__ void tk<int, 2>(int *p, int s) { p[0] = s; }
template __global__ void tk<float, 3>(float *, float);
template <class T> __global__ void unn(T *, int) { }
int main() { float *f = 0; tk<float, 3><<<1, 1>>>(f, 2.0f); vk<<<1,1>>>(3, 1, 2.0); unn<<<1,1>>>(f, 2); int *q = 0; tk<int,2><<<1,1>>>(q, 1); return 0; }
