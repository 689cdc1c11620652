// options: --c++20 --gnu_version=120200
// lambda-expression with template-parameter-list and requires-clause [expr.prim.lambda.general]
// (C++20): <class T>, <int N>, <class... Ts>, <template<class> class>, requires before/after
template<class T> concept integral = __is_same(T, int) || __is_same(T, long) || __is_same(T, unsigned);
template<class T, class U> constexpr bool is_same = false;
template<class T> constexpr bool is_same<T, T> = true;
template<class T> struct box { T v; };

constexpr auto first = []<class T>(T a, T) { return a; };
constexpr auto nttp = [k = 2]<int N>() { return N * k; };
constexpr auto array_len = []<class T, unsigned long N>(T (&)[N]) { return N; };
constexpr auto variadic = []<class... Ts>(Ts... ts) { return (sizeof(Ts) + ... + 0) + 0 * (ts + ... + 0); };
constexpr auto tt = []<template<class> class TT, class T>(TT<T> x) { return x.v; };
constexpr auto req_before = []<class T> requires integral<T> (T x) { return x + 1; };
constexpr auto req_after = []<class T>(T x) requires (sizeof(T) >= 4) { return x; };
constexpr auto constrained = []<integral T>(T x) { return x * 3; };
constexpr auto abbreviated = [](integral auto x, auto y) { return x + y; };
constexpr auto defaulted = []<class T = int>(T x) { return x + T{}; };

static_assert(first(1, 2) == 1);
static_assert(nttp.operator()<21>() == 42);
constexpr int arr[5] = {};
static_assert(array_len(arr) == 5);
static_assert(variadic(1, 2L) == sizeof(int) + sizeof(long));
static_assert(tt(box<int>{7}) == 7);
static_assert(req_before(1) == 2 && req_after(2L) == 2 && constrained(3u) == 9u);
static_assert(abbreviated(1, 2.5) == 3.5);
static_assert(defaulted(4) == 4 && defaulted.operator()<>(2) == 2);

template<class F, class T> concept callable_with = requires(F f, T t) { f(t); };
static_assert(callable_with<decltype(req_before), int>);
static_assert(!callable_with<decltype(req_before), double>);
static_assert(!callable_with<decltype(req_after), char>);

// forwarding with a named template parameter instead of decltype(x)
constexpr auto fwd = []<class T>(T&& x) -> T&& { return static_cast<T&&>(x); };
int g = 0;
static_assert(is_same<decltype(fwd(g)), int&> && is_same<decltype(fwd(1)), int&&>);

template<class... Ts> constexpr auto tuple_size_via_lambda = []<class... Us>(box<Us>...) { return sizeof...(Us); }(box<Ts>{}...);
static_assert(tuple_size_via_lambda<int, char, long> == 3);
