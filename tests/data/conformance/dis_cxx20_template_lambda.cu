// options: --c++20 --gnu_version=120200
// [expr.prim.lambda] lambda-declarator with a template-parameter-list: []<class T>(T),
// []<typename... Ts>, []<int N>, requires-clauses after the list and after the declarator,
// and calling with explicit arguments via .template operator()<...>
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T> concept small = sizeof(T) <= 4;
constexpr auto ident = []<class T>(T v) { return v; };
constexpr auto count = []<typename... Ts>(Ts...) { return sizeof...(Ts); };
constexpr auto only_small = []<class T> requires small<T> (T v) { return int(v); };
constexpr auto trailing = []<class T>(T v) requires (sizeof(T) == 8) { return 8; };
constexpr auto both = []<class T, class U>(T a, U b) -> decltype(a + b) { return a + b; };
constexpr auto array_size = []<class T, int N>(T (&)[N]) { return N; };
constexpr auto templ_param = []<template <class> class Tmpl>(Tmpl<int>) { return 1; };
template <class T> struct box { T v; };
template <class F> constexpr int call_with_int(F f) { return f.template operator()<int>(3); }
constexpr int run() {
  int arr[5] = {}, k = 2;
  auto nth = [k]<int N>() { return N * k; };   // capturing: no conversion function template
  int r = ident(1) + int(count(1, 2.0, 'c')) + nth.operator()<4>() + only_small('a' - 'a' + 2) +
          trailing(1.0) + both(1, 2L) + array_size(arr) + templ_param(box<int>{}) +
          call_with_int([]<class T>(T v) { return same_v<T, int> ? int(v) : -1; });
  auto generic = []<class T>(T a, decltype(a) b) { return a < b; };
  return r + generic(1, 2);
}
static_assert(run() == 35);
int main() { return run() - 35; }
