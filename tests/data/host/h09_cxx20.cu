// OPTS: -std=c++20
// C++20 host code around kernels: concepts constraining a template kernel, consteval, designated initialisers, spaceship, ranges on the host.
#include <compare>
#include <concepts>
#include <ranges>
#include <vector>
template <typename T> concept Number = std::integral<T> || std::floating_point<T>;
template <Number T> __global__ void scale(T *p, T s, int n) { int i = threadIdx.x; if (i < n) p[i] *= s; }
struct Cfg { int blocks; int threads; auto operator<=>(const Cfg &) const = default; };
consteval int threads_for(int n) { return n < 256 ? 32 : 256; }
int main()
{
    Cfg c{ .blocks = 1, .threads = threads_for(100) };
    std::vector<int> v{ 1, 2, 3 };
    int total = 0;
    for (int x : v | std::views::transform([](int y) { return y * 2; })) total += x;
    scale<<<c.blocks, c.threads>>>((float *)nullptr, 2.0f, total);
    scale<int><<<1, 1>>>(nullptr, 2, 0);
    return (c <=> Cfg{ 1, 32 }) == 0 ? 0 : 1;
}
