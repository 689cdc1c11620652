#include <cstdio>
#include <tuple>
#include <type_traits>
#include <utility>

template <typename T> constexpr T pi = T(3.14159265358979323846);
template <typename T> __device__ T devScale = T(2);
template <typename T> inline constexpr bool is_small_v = sizeof(T) <= 4;

template <typename T>
__global__ void scaleK(T* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    if constexpr (is_small_v<T>) p[i] *= devScale<T> * pi<T>;
    else p[i] = p[i] * pi<T>;
}

class Rgb {
    unsigned char r_, g_, b_;
public:
    constexpr Rgb(unsigned char r, unsigned char g, unsigned char b) : r_(r), g_(g), b_(b) {}
    template <std::size_t I> constexpr unsigned char get() const {
        if constexpr (I == 0) return r_;
        else if constexpr (I == 1) return g_;
        else return b_;
    }
};
namespace std {
template <> struct tuple_size<Rgb> : std::integral_constant<std::size_t, 3> {};
template <std::size_t I> struct tuple_element<I, Rgb> { using type = unsigned char; };
}

template <typename T>
decltype(auto) middle(T&& c) { return std::forward<T>(c)[1]; }

int main() {
    scaleK<float><<<1, 32>>>(nullptr, 0);
    scaleK<double><<<1, 32>>>(nullptr, 0);
    Rgb c{10, 20, 30};
    auto [r, g, b] = c;
    int arr[3] = {1, 2, 3};
    middle(arr) = 7;
    printf("%f %d %d %d %d\n", pi<double>, r, g, b, arr[1]);
}
