#include <cstdio>
#include <type_traits>

template <typename T, int N>
struct Vec {
    T v[N];
    __host__ __device__ T& operator[](int i) { return v[i]; }
    __host__ __device__ const T& operator[](int i) const { return v[i]; }
    __host__ __device__ Vec operator+(const Vec& o) const {
        Vec r;
        for (int i = 0; i < N; ++i) r.v[i] = v[i] + o.v[i];
        return r;
    }
    __host__ __device__ Vec& operator+=(const Vec& o) {
        for (int i = 0; i < N; ++i) v[i] += o.v[i];
        return *this;
    }
    __host__ __device__ T dot(const Vec& o) const;
};

template <typename T, int N>
__host__ __device__ T Vec<T, N>::dot(const Vec& o) const {
    T s = T();
    for (int i = 0; i < N; ++i) s += v[i] * o.v[i];
    return s;
}

template <typename T, int N>
__global__ void addVecs(Vec<T, N>* a, const Vec<T, N>* b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] += b[i];
}

template <typename T>
__global__ void saxpy(T a, const T* __restrict__ x, T* __restrict__ y, int n) {
    static_assert(std::is_arithmetic<T>::value, "arith");
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

template __global__ void saxpy<double>(double, const double*, double*, int);

int main() {
    Vec<float, 3>* a = nullptr;
    Vec<float, 3>* b = nullptr;
    addVecs<<<1, 32>>>(a, b, 0);
    addVecs<float, 3><<<1, 32>>>(a, b, 0);
    float* x = nullptr;
    saxpy<<<1, 1>>>(2.0f, x, x, 0);
    Vec<int, 2> p{{1, 2}}, q{{3, 4}};
    printf("%d\n", p.dot(q) + (p + q)[1]);
}
