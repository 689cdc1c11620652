// Template kernels launched from inside templates with dependent arguments, streams and dynamic shared memory, a kernel launched from a member function and from a lambda.
#include <cuda_runtime.h>
#include <vector>
template <typename T, int BLOCK> __global__ void fill(T *p, T v, int n)
{
    extern __shared__ unsigned char smem[];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) p[i] = v;
}
template <typename T> struct Launcher {
    cudaStream_t stream;
    void run(T *p, T v, int n) { fill<T, 128><<<(n + 127) / 128, 128, 128 * sizeof(T), stream>>>(p, v, n); }
};
template <typename T> void go(T *p, int n)
{
    Launcher<T> l{ nullptr };
    l.run(p, T(1), n);
    auto later = [=]() { fill<T, 64><<<1, 64>>>(p, T(2), n); };
    later();
}
int main()
{
    std::vector<float> v(10);
    go<float>(nullptr, 10);
    go<int>(nullptr, 10);
    cudaStream_t s;
    cudaStreamCreate(&s);
    fill<double, 32><<<1, 32, 0, s>>>(nullptr, 1.0, 0);
    cudaStreamDestroy(s);
    return (int)v.size() - 10;
}
