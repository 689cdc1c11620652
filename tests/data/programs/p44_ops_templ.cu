#include <cstdio>
#include <iostream>
#include <array>
#include <cmath>

template <typename T, std::size_t N>
class VecN {
    std::array<T, N> d_{};
public:
    VecN() = default;
    template <typename... Args, typename = std::enable_if_t<sizeof...(Args) == N>>
    VecN(Args... args) : d_{static_cast<T>(args)...} {}
    T& operator[](std::size_t i) { return d_[i]; }
    const T& operator[](std::size_t i) const { return d_[i]; }
    VecN& operator+=(const VecN& o) { for (std::size_t i = 0; i < N; ++i) d_[i] += o.d_[i]; return *this; }
    friend VecN operator+(VecN a, const VecN& b) { return a += b; }
    template <typename S> friend VecN operator*(S s, VecN v) { for (auto& x : v.d_) x *= s; return v; }
    T length() const { T s{}; for (auto x : d_) s += x * x; return std::sqrt(s); }
    auto begin() { return d_.begin(); }
    auto end() { return d_.end(); }
    template <typename U> explicit operator VecN<U, N>() const {
        VecN<U, N> r;
        for (std::size_t i = 0; i < N; ++i) r[i] = static_cast<U>(d_[i]);
        return r;
    }
};

template <typename T, std::size_t N>
std::ostream& operator<<(std::ostream& os, const VecN<T, N>& v) {
    os << "(";
    for (std::size_t i = 0; i < N; ++i) os << (i ? ", " : "") << v[i];
    return os << ")";
}

using Vec3f = VecN<float, 3>;

__host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }
__host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__global__ void k(float3* p) { p[0] = 2.0f * (p[0] + p[1]); p[2].x = dot(p[0], p[1]); }

int main() {
    Vec3f a(1, 2, 3), b(4, 5, 6);
    auto c = a + 2.0f * b;
    auto ci = static_cast<VecN<int, 3>>(c);
    for (auto& x : c) x -= 1;
    k<<<1, 1>>>(nullptr);
    std::cout << c << " " << ci << " " << a.length() << std::endl;
}
