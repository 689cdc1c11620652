// C++17 conformance: pack expansions
// [temp.variadic] library-style index_sequence generation and a tuple built on
// tuple_leaf<I, T>... bases, get<I>, apply(f, t) via index packs, and make_tuple
using size_t = decltype(sizeof 0);
template <size_t... Is> struct index_sequence { static constexpr size_t size() { return sizeof...(Is); } };
template <size_t N, size_t... Is> struct make_seq : make_seq<N - 1, N - 1, Is...> {};
template <size_t... Is> struct make_seq<0, Is...> { using type = index_sequence<Is...>; };
template <size_t N> using make_index_sequence = typename make_seq<N>::type;
template <class... Ts> using index_sequence_for = make_index_sequence<sizeof...(Ts)>;
template <size_t I, class T> struct tuple_leaf { T value; };
template <class Seq, class... Ts> struct tuple_impl;
template <size_t... Is, class... Ts> struct tuple_impl<index_sequence<Is...>, Ts...> : tuple_leaf<Is, Ts>... {
  constexpr tuple_impl(Ts... xs) : tuple_leaf<Is, Ts>{xs}... {}
};
template <class... Ts> struct tuple : tuple_impl<index_sequence_for<Ts...>, Ts...> {
  using base = tuple_impl<index_sequence_for<Ts...>, Ts...>;
  constexpr tuple(Ts... xs) : base(xs...) {}
};
template <size_t I, class T> constexpr T& get_leaf(tuple_leaf<I, T>& l) { return l.value; }
template <size_t I, class T> constexpr const T& get_leaf(const tuple_leaf<I, T>& l) { return l.value; }
template <size_t I, class... Ts> constexpr decltype(auto) get(const tuple<Ts...>& t) { return get_leaf<I>(t); }
template <class F, class... Ts, size_t... Is>
constexpr decltype(auto) apply_impl(F f, const tuple<Ts...>& t, index_sequence<Is...>) { return f(get<Is>(t)...); }
template <class F, class... Ts> constexpr decltype(auto) apply(F f, const tuple<Ts...>& t) {
  return apply_impl(f, t, index_sequence_for<Ts...>{});
}
template <class... Ts> constexpr tuple<Ts...> make_tuple(Ts... xs) { return tuple<Ts...>(xs...); }
template <class... Ts, size_t... Is> constexpr auto reverse_impl(const tuple<Ts...>& t, index_sequence<Is...>) {
  return make_tuple(get<sizeof...(Ts) - 1 - Is>(t)...);
}
template <class... Ts> constexpr auto reverse(const tuple<Ts...>& t) { return reverse_impl(t, index_sequence_for<Ts...>{}); }
struct adder { template <class... A> constexpr long operator()(A... a) const { return (0L + ... + a); } };
constexpr auto t = make_tuple(1, 2L, 'a');
static_assert(get<0>(t) == 1 && get<2>(t) == 'a');
static_assert(apply(adder{}, t) == 3 + 'a');
static_assert(get<0>(reverse(t)) == 'a' && get<2>(reverse(t)) == 1);
static_assert(make_index_sequence<4>::size() == 4);
int main() { return int(apply(adder{}, make_tuple(1, 2))) - 3; }
