// OPTS: -std=c++20
#include <concepts>
#include <ranges>
#include <span>
#include <vector>
#include <cstdio>
#include <algorithm>
#include <numeric>

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <typename T>
concept HasSize = requires(const T& t) {
    { t.size() } -> std::convertible_to<std::size_t>;
    typename T::value_type;
};

template <Numeric T>
__global__ void scale(T* p, T s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}

template <typename C>
    requires HasSize<C>
auto total(const C& c) {
    typename C::value_type s{};
    for (const auto& x : c) s += x;
    return s;
}

auto avg(std::span<const double> xs) -> double {
    return xs.empty() ? 0.0 : std::accumulate(xs.begin(), xs.end(), 0.0) / xs.size();
}

void use(Numeric auto x) { printf("%f\n", double(x)); }

struct Config { int threads = 128; int blocks = 1; float eps = 1e-6f; };

int main() {
    std::vector<int> v{5, 3, 8, 1, 9, 2};
    auto evens = v | std::views::filter([](int x) { return x % 2 == 0; }) | std::views::transform([](int x) { return x * x; });
    for (int e : evens) printf("%d ", e);
    std::ranges::sort(v);
    auto it = std::ranges::find(v, 8);
    std::vector<double> d{1.0, 2.0, 3.0};
    Config cfg{.threads = 256, .eps = 1e-3f};
    scale<<<cfg.blocks, cfg.threads>>>((float*)nullptr, 2.0f, 0);
    use(3);
    for (int i : std::views::iota(0, 3)) printf("%d", i);
    printf("\n%d %f %ld\n", total(v), avg(d), (long)(it - v.begin()));
}
