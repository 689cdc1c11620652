// options: --c++20 --gnu_version=120200
// lambda-expression with template-parameter-list and requires-clause (C++20) [expr.prim.lambda]
// generic lambdas, explicit template arguments to operator(), packs, NTTPs, constrained lambdas
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long>;
template <unsigned long... Is> struct index_seq {};
template <unsigned long N, unsigned long... Is> struct make_seq : make_seq<N - 1, N - 1, Is...> {};
template <unsigned long... Is> struct make_seq<0, Is...> { using type = index_seq<Is...>; };
constexpr auto first = []<class T>(T a, T) { return a; };
constexpr auto vec_size = []<class T, unsigned long N>(const T (&)[N]) { return N; };
constexpr auto constrained = []<integral T>(T x) requires (sizeof(T) >= 4) { return x * 2; };
constexpr auto trailing = []<class T>(T x) requires integral<T> { return x + 1; };
constexpr auto nttp = [k = 1]<int N>() { return N * N * k; };
constexpr auto pack = []<class... Ts>(Ts... ts) { return (sizeof(Ts) + ... + 0); };
constexpr auto explicit_t = [k = 1ul]<class T>() { return sizeof(T) * k; };
constexpr auto with_seq = []<unsigned long... Is>(index_seq<Is...>) { return (Is + ... + 0); };
constexpr auto mixed = []<class T>(T t, auto u) { return t + u; };
constexpr auto tt = []<template <class> class C>(C<int> c) { return c.v; };
template <class T> struct box { T v; };
constexpr int arr[4] = {};
static_assert(first(3, 4) == 3 && vec_size(arr) == 4 && constrained(5) == 10 && trailing(1L) == 2);
static_assert(nttp.operator()<3>() == 9 && pack(1, 'a', 2.0) == 13 && explicit_t.template operator()<long>() == 8);
static_assert(with_seq(make_seq<5>::type{}) == 10 && mixed(1, 2.5) == 3.5 && tt(box<int>{6}) == 6);
int main() {
  auto capture = [n = 2]<class T>(T x) mutable { return x * n++; };
  capture(1);
  return capture(1) - 3;
}
