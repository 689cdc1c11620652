// [temp.variadic] CuTe-style compile-time shapes: integral_constant packs Int<Ns>..., tuple of
// heterogeneous modes, product/size via folds, transform via index_sequence, and a layout whose
// stride computation expands two packs in lockstep
using size_t = decltype(sizeof 0);
template <int N> struct Int { static constexpr int value = N; constexpr operator int() const { return N; } };
template <size_t... Is> struct seq {};
template <size_t N, size_t... Is> struct mk : mk<N - 1, N - 1, Is...> {};
template <size_t... Is> struct mk<0, Is...> { using type = seq<Is...>; };
template <class... Ts> struct tuple;
template <> struct tuple<> { static constexpr int rank = 0; };
template <class T, class... Ts> struct tuple<T, Ts...> {
  T first; tuple<Ts...> rest;
  static constexpr int rank = 1 + sizeof...(Ts);
};
template <class... Ts> constexpr tuple<Ts...> make_tuple(Ts... xs) { return {xs...}; }
template <size_t I, class T, class... Ts> constexpr auto get(const tuple<T, Ts...>& t) {
  if constexpr (I == 0) return t.first; else return get<I - 1>(t.rest);
}
template <class... Ts> using Shape = tuple<Ts...>;
template <class... Ts> constexpr Shape<Ts...> make_shape(Ts... xs) { return {xs...}; }
template <class... Ts, size_t... Is> constexpr int product_impl(const tuple<Ts...>& t, seq<Is...>) { return (1 * ... * int(get<Is>(t))); }
template <class... Ts> constexpr int size(const tuple<Ts...>& t) { return product_impl(t, typename mk<sizeof...(Ts)>::type{}); }
template <class F, class... Ts, size_t... Is> constexpr auto transform_impl(const tuple<Ts...>& t, F f, seq<Is...>) { return make_tuple(f(get<Is>(t))...); }
template <class F, class... Ts> constexpr auto transform(const tuple<Ts...>& t, F f) { return transform_impl(t, f, typename mk<sizeof...(Ts)>::type{}); }
template <class... Ss, class... Ds, size_t... Is> constexpr int crd2idx_impl(const tuple<Ss...>& c, const tuple<Ds...>& d, seq<Is...>) {
  return (0 + ... + (int(get<Is>(c)) * int(get<Is>(d))));
}
template <class Shp, class Str> struct Layout {
  Shp shape; Str stride;
  template <class... Cs> constexpr int operator()(Cs... cs) const {
    return crd2idx_impl(make_tuple(cs...), stride, typename mk<sizeof...(Cs)>::type{});
  }
};
template <class Shp, class Str> constexpr Layout<Shp, Str> make_layout(Shp s, Str d) { return {s, d}; }
constexpr auto shp = make_shape(Int<4>{}, 8, Int<2>{});
static_assert(decltype(shp)::rank == 3 && size(shp) == 64);
static_assert(get<1>(transform(shp, [](auto m) { return int(m) * 2; })) == 16);
constexpr auto layout = make_layout(make_shape(Int<4>{}, Int<8>{}), make_tuple(Int<1>{}, Int<4>{}));
static_assert(layout(1, 2) == 9 && layout(Int<3>{}, Int<0>{}) == 3);
int main() { return size(make_shape(2, 3)) - 6; }
