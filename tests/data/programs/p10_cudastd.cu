#include <cuda/std/array>
#include <cuda/std/tuple>
#include <cuda/std/utility>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/atomic>
#include <cuda/std/complex>
#include <cstdio>

template <typename T>
__device__ T clampv(T x) {
    return x < cuda::std::numeric_limits<T>::lowest() ? cuda::std::numeric_limits<T>::lowest() : x;
}

__global__ void k(cuda::std::atomic<int>* counter, float* out) {
    cuda::std::array<float, 4> a{1.f, 2.f, 3.f, 4.f};
    float s = 0;
    for (auto v : a) s += v;
    cuda::std::tuple<int, float> t{1, 2.0f};
    auto [i, f] = t;
    cuda::std::pair<int, int> p = cuda::std::make_pair(3, 4);
    counter->fetch_add(1, cuda::std::memory_order_relaxed);
    static_assert(cuda::std::is_same<decltype(s), float>::value, "");
    cuda::std::complex<float> c(1.0f, 2.0f);
    out[threadIdx.x] = s + i + f + p.first + clampv(f) + cuda::std::abs(c);
}

int main() {
    k<<<1, 1>>>(nullptr, nullptr);
    printf("done\n");
}
