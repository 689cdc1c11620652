// options: --c++20 --gnu_version=120200
// lambda-declarator component order [expr.prim.lambda.general] (C++20): ( params )
// lambda-specifier-seq noexcept-specifier attribute-specifier-seq trailing-return-type requires-clause
template<class T> constexpr bool is_int = false;
template<> constexpr bool is_int<int> = true;
template<> constexpr bool is_int<unsigned> = true;
template<> constexpr bool is_int<long> = true;
template<> constexpr bool is_int<short> = true;
template<> constexpr bool is_int<char> = true;
template<class T> concept integral = is_int<T>;
template<class T> concept arithmetic = integral<T> || __is_same(T, double) || __is_same(T, float);

auto l1 = []<class T>(T x) mutable noexcept -> T requires arithmetic<T> { return x; };
constexpr auto l2 = []<class T>(T x) constexpr noexcept(true) [[]] -> T requires integral<T> { return x + 1; };
constexpr auto l3 = []<class T> requires integral<T> (T x) noexcept { return x * 2; };
constexpr auto l4 = []<class T> requires arithmetic<T> (T x) -> auto requires (sizeof(T) > 1) { return x; };
constexpr auto l5 = [](auto x) noexcept(noexcept(x + x)) -> decltype(x + x) requires integral<decltype(x)> { return x + x; };
constexpr auto l6 = [](integral auto... xs) -> long { return (0L + ... + xs); };
constexpr auto l7 = [](const arithmetic auto& a, arithmetic auto&& b) { return a < b; };
constexpr auto l8 = []<integral... Ts>(Ts... ts) requires (sizeof...(Ts) > 1) { return sizeof...(Ts); };
constexpr auto l9 = [](auto x) consteval -> int requires integral<decltype(x)> { return int(x); };

static_assert(noexcept(l1(1)) && __is_same(decltype(l1(1.5)), double));
static_assert(l2(1) == 2 && l3(4) == 8 && l4(2L) == 2L && l5(3) == 6);
static_assert(l6() == 0 && l6(1, 2u, 3L) == 6 && l7(1, 2.5) && l8(1, 2) == 2 && l9('a') == 97);

template<class F, class... A> concept callable = requires(F f, A... a) { f(a...); };
static_assert(callable<decltype(l1)&, float> && !callable<decltype(l1)&, int*>);
static_assert(callable<decltype(l2), long> && !callable<decltype(l2), double>);
static_assert(!callable<decltype(l4), char> && callable<decltype(l4), short>);
static_assert(!callable<decltype(l6), double> && !callable<decltype(l8), int>);

struct widget {
  int v = 2;
  constexpr auto getter() const { return [this]<class T = int>() noexcept -> T requires integral<T> { return T(v); }; }
};
static_assert(widget{}.getter()() == 2);
