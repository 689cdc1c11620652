// integer sequences built by template recursion, expanded in function templates [temp.variadic]
// apply/for_each over tuple-like types, make_index_sequence via partial specialization
using size_t = decltype(sizeof 0);
template <class T, T... Is> struct integer_sequence { static constexpr size_t size() { return sizeof...(Is); } };
template <size_t... Is> using index_sequence = integer_sequence<size_t, Is...>;
template <class S1, class S2> struct concat;
template <size_t... A, size_t... B>
struct concat<index_sequence<A...>, index_sequence<B...>> { using type = index_sequence<A..., (sizeof...(A) + B)...>; };
template <size_t N> struct make_seq { using type = typename concat<typename make_seq<N / 2>::type, typename make_seq<N - N / 2>::type>::type; };
template <> struct make_seq<0> { using type = index_sequence<>; };
template <> struct make_seq<1> { using type = index_sequence<0>; };
template <size_t N> using make_index_sequence = typename make_seq<N>::type;
template <class... Ts> using index_sequence_for = make_index_sequence<sizeof...(Ts)>;
template <size_t I, class T> struct leaf { T v; };
template <class Seq, class... Ts> struct tuple_impl;
template <size_t... Is, class... Ts> struct tuple_impl<index_sequence<Is...>, Ts...> : leaf<Is, Ts>... {
  constexpr tuple_impl(Ts... ts) : leaf<Is, Ts>{ts}... {}
};
template <class... Ts> struct tuple : tuple_impl<index_sequence_for<Ts...>, Ts...> {
  using tuple_impl<index_sequence_for<Ts...>, Ts...>::tuple_impl;
  static constexpr size_t size = sizeof...(Ts);
};
template <size_t I, class T> constexpr const T& get(const leaf<I, T>& l) { return l.v; }
template <class F, class Tup, size_t... Is>
constexpr decltype(auto) apply_impl(F&& f, const Tup& t, index_sequence<Is...>) { return f(get<Is>(t)...); }
template <class F, class... Ts>
constexpr decltype(auto) apply(F&& f, const tuple<Ts...>& t) { return apply_impl(f, t, index_sequence_for<Ts...>{}); }
template <class F, class... Ts, size_t... Is>
constexpr void for_each_impl(const tuple<Ts...>& t, F& f, index_sequence<Is...>) { (f(get<Is>(t)), ...); }
template <class F, class... Ts> constexpr F for_each(const tuple<Ts...>& t, F f) { for_each_impl(t, f, index_sequence_for<Ts...>{}); return f; }
struct summer { long total = 0; template <class T> constexpr void operator()(const T& v) { total += v; } };
template <size_t... Is> constexpr size_t sum_seq(index_sequence<Is...>) { return (Is + ... + 0); }
constexpr tuple<int, char, long> t(1, 2, 3L);
static_assert(make_index_sequence<7>::size() == 7 && sum_seq(make_index_sequence<10>{}) == 45, "");
static_assert(apply([](int a, char b, long c) { return a + b + c; }, t) == 6, "");
static_assert(for_each(t, summer{}).total == 6 && tuple<>::size == 0, "");
int main() { return int(sum_seq(make_index_sequence<3>{})) - 3; }
