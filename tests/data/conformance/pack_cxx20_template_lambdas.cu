// options: --c++20 --gnu_version=120200
// [expr.prim.lambda] [temp.variadic] C++20 template lambdas over packs:
// []<class... Ts>(Ts...), []<size_t... Is>(seq<Is...>) immediately invoked to expand an index
// pack, template lambdas called with .template operator()<Ts...>(), packs in their requires-clauses
using size_t = decltype(sizeof 0);
template <size_t... Is> struct seq {};
template <size_t N, size_t... Is> struct mk : mk<N - 1, N - 1, Is...> {};
template <size_t... Is> struct mk<0, Is...> { using type = seq<Is...>; };
template <size_t N> using make_seq = typename mk<N>::type;
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class... Ts> struct list {};
template <size_t N, class F> constexpr auto static_for(F f) {
  return [&]<size_t... Is>(seq<Is...>) { return (0 + ... + f.template operator()<Is>()); }(make_seq<N>{});
}
template <class... Ts> constexpr int sizes_sum() {
  return []<class... Us>(list<Us...>) { return (0 + ... + int(sizeof(Us))); }(list<Ts...>{});
}
constexpr auto count = []<class... Ts>(Ts...) { return sizeof...(Ts); };
constexpr auto homogeneous = []<class T, class... Ts> requires (same_v<T, Ts> && ...) (T, Ts...) { return true; };
constexpr auto typed = []<class... Ts>() { return sizeof...(Ts); };
constexpr auto sum_arrays = []<class T, size_t... Ns>(const T (&... arrs)[Ns]) { return (0 + ... + Ns); };
constexpr int squares(auto... xs) { return [...ys = xs * xs]<class... Us>(Us...) { return (0 + ... + ys) + int(sizeof...(Us)); }(1, 2); }
constexpr int arr1[2] = {}, arr2[3] = {};
static_assert(static_for<4>([k = 2]<size_t I>() { return int(I) * k; }) == 12);
static_assert(sizes_sum<char, short, int>() == 7);
static_assert(count(1, 'c') == 2 && homogeneous(1, 2, 3));
static_assert(typed.template operator()<int, char, long>() == 3);
static_assert(typed.operator()<int>() == 1);
static_assert(sum_arrays(arr1, arr2) == 5);
static_assert(squares(1, 2, 3) == 16);
int main() { return 0; }
