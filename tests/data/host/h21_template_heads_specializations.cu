// Template kernels with a template template parameter (the wrapper template keeps the whole head), and explicit and partial specialisations of __device__ and __constant__ variable templates (an explicit specialisation takes no storage class on the host side).
#include <cstdio>
template <class T> struct Neg { __device__ static T apply(T x) { return -x; } };
template <class T> struct Twice { __device__ static T apply(T x) { return x + x; } };
template <template <class> class Op, class T> __global__ void map(T* p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = Op<T>::apply(p[i]);
}
template <template <class...> class C, class T> __global__ void first_of(C<T>* c, T* out) { *out = c->v; }
template <class T> struct Box { T v; };
template <class T> __device__ T scale = T(1);
template <> __device__ double scale<double> = 2.5;
template <class T> __constant__ T offset = T(3);
template <> __constant__ float offset<float> = 4.0f;
template <class T> __device__ T* none = nullptr;
template <class T> __device__ T* none<T*> = nullptr;
__global__ void apply(double* o, float* f) { *o = *o * scale<double> + scale<int>; *f += offset<float> + offset<int>; }
int main()
{
    double* o; float* f; int* p; Box<int>* b; int* out;
    cudaMalloc(&o, sizeof *o); cudaMalloc(&f, sizeof *f); cudaMalloc(&p, 4 * sizeof *p);
    cudaMalloc(&b, sizeof *b); cudaMalloc(&out, sizeof *out);
    cudaMemset(o, 0, sizeof *o); cudaMemset(f, 0, sizeof *f); cudaMemset(p, 0, 4 * sizeof *p);
    map<Neg, int><<<1, 4>>>(p, 4);
    map<Twice><<<1, 4>>>(p, 4);
    first_of<<<1, 1>>>(b, out);
    apply<<<1, 1>>>(o, f);
    double ho; float hf;
    cudaMemcpy(&ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    printf("%g %g\n", ho, hf);
    return 0;
}
