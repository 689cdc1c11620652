#include <cstdio>
#include <type_traits>
#include <limits>

struct MaxOp {
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; }
    template <typename T>
    __host__ __device__ static constexpr T identity() { return std::numeric_limits<T>::lowest(); }
};
struct SumOp {
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
    template <typename T>
    __host__ __device__ static constexpr T identity() { return T(0); }
};

template <typename T, typename Op, int BLOCK = 256>
__global__ void blockReduce(const T* in, T* out, int n, Op op = Op{}) {
    __shared__ T sh[BLOCK];
    T v = Op::template identity<T>();
    for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) v = op(v, in[i]);
    sh[threadIdx.x] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sh[threadIdx.x] = op(sh[threadIdx.x], sh[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = sh[0];
}

template <typename T, typename Op>
void reduceHost(const T* d_in, T* d_out, int n) {
    constexpr int B = 256;
    blockReduce<T, Op, B><<<(n + B - 1) / B, B>>>(d_in, d_out, n, Op{});
}

template <typename Policy>
class Solver : private Policy {
public:
    using value_type = typename Policy::value_type;
    value_type run(value_type x) { return this->step(x) + Policy::bias; }
};

struct FastPolicy { using value_type = float; static constexpr float bias = 0.5f; float step(float x) const { return x * 2; } };
struct SafePolicy { using value_type = double; static constexpr double bias = 0.0; double step(double x) const { return x; } };

int main() {
    reduceHost<float, MaxOp>(nullptr, nullptr, 0);
    reduceHost<int, SumOp>(nullptr, nullptr, 0);
    Solver<FastPolicy> f;
    Solver<SafePolicy> s;
    printf("%f %f\n", f.run(1.0f), s.run(2.0));
}
