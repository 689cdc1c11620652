#include <cstdio>
#include <tuple>
#include <utility>
#include <type_traits>
#include <string>

template <typename... Ts>
__host__ __device__ constexpr auto sum(Ts... ts) { return (ts + ... + 0); }

template <typename T, typename... Rest>
void printAll(const T& first, const Rest&... rest) {
    std::printf("%s ", std::to_string(first).c_str());
    if constexpr (sizeof...(rest) > 0) printAll(rest...);
    else std::printf("\n");
}

template <typename F, typename Tuple, std::size_t... I>
decltype(auto) applyImpl(F&& f, Tuple&& t, std::index_sequence<I...>) {
    return std::forward<F>(f)(std::get<I>(std::forward<Tuple>(t))...);
}
template <typename F, typename Tuple>
decltype(auto) myApply(F&& f, Tuple&& t) {
    return applyImpl(std::forward<F>(f), std::forward<Tuple>(t),
                     std::make_index_sequence<std::tuple_size<std::decay_t<Tuple>>::value>{});
}

template <typename... Args>
__global__ void variadicKernel(int* out, Args... args) {
    out[threadIdx.x] = sum(args...) + sizeof...(Args);
}

template <typename T>
constexpr const char* typeName() {
    if constexpr (std::is_integral_v<T>) return "int";
    else if constexpr (std::is_floating_point_v<T>) return "float";
    else return "other";
}

template <typename... Ts> struct TypeList { static constexpr std::size_t size = sizeof...(Ts); };
template <typename L> struct Front;
template <typename H, typename... T> struct Front<TypeList<H, T...>> { using type = H; };

template <int N> struct Fact { static constexpr int value = N * Fact<N - 1>::value; };
template <> struct Fact<0> { static constexpr int value = 1; };

constexpr int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static_assert(fib(10) == 55, "fib");
static_assert(Fact<5>::value == 120);

int main() {
    printAll(1, 2.5, 3L);
    auto r = myApply([](int a, int b, int c) { return a * b * c; }, std::make_tuple(2, 3, 4));
    variadicKernel<<<1, 1>>>(nullptr, 1, 2, 3);
    variadicKernel<int, long><<<1, 1>>>(nullptr, 1, 2L);
    using L = TypeList<char, int, double>;
    static_assert(std::is_same_v<Front<L>::type, char>);
    constexpr int s = sum(1, 2, 3, 4);
    printf("%d %d %s %s %zu\n", r, s, typeName<int>(), typeName<double>(), L::size);
}
