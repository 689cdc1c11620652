// tuple-like protocol for structured bindings [dcl.struct.bind]/4: user specialisations of
// std::tuple_size / std::tuple_element and member or ADL get<I>, as libc++/CCCL tuples do
using size_t = decltype(sizeof 0);
namespace std {
template <class T> struct tuple_size;
template <size_t I, class T> struct tuple_element;
}
namespace lib {
template <size_t I, class T> struct leaf { T value; };
template <size_t I, class T, class... Ts> struct nth { using type = typename nth<I - 1, Ts...>::type; };
template <class T, class... Ts> struct nth<0, T, Ts...> { using type = T; };
template <class... Ts> struct tuple;
template <class T0, class T1, class T2>
struct tuple<T0, T1, T2> : leaf<0, T0>, leaf<1, T1>, leaf<2, T2> {
  constexpr tuple(T0 a, T1 b, T2 c) : leaf<0, T0>{a}, leaf<1, T1>{b}, leaf<2, T2>{c} {}
};
template <size_t I, class T> constexpr T& get_leaf(leaf<I, T>& l) { return l.value; }
template <size_t I, class T> constexpr const T& get_leaf(const leaf<I, T>& l) { return l.value; }
template <size_t I, class... Ts> constexpr auto& get(tuple<Ts...>& t) { return get_leaf<I>(t); }
template <size_t I, class... Ts> constexpr const auto& get(const tuple<Ts...>& t) { return get_leaf<I>(t); }
template <size_t I, class... Ts> constexpr auto&& get(tuple<Ts...>&& t) { return static_cast<decltype(get_leaf<I>(t))&&>(get_leaf<I>(t)); }
struct point3 {
  int x, y, z;
  template <size_t I> constexpr int get() const { return I == 0 ? x : I == 1 ? y : z; }
};
}
template <class... Ts> struct std::tuple_size<lib::tuple<Ts...>> { static constexpr size_t value = sizeof...(Ts); };
template <size_t I, class... Ts> struct std::tuple_element<I, lib::tuple<Ts...>> {
  using type = typename lib::nth<I, Ts...>::type;
};
namespace std {
template <class T> struct tuple_size<const T> { static constexpr size_t value = tuple_size<T>::value; };
template <size_t I, class T> struct tuple_element<I, const T> { using type = const typename tuple_element<I, T>::type; };
template <> struct tuple_size<lib::point3> { static constexpr size_t value = 3; };
template <size_t I> struct tuple_element<I, lib::point3> { using type = int; };
}
constexpr int sum_point() { auto [a, b, c] = lib::point3{1, 2, 3}; return a + b + c; }
static_assert(sum_point() == 6, "");
int main() {
  lib::tuple<int, char, long> t(1, 'a', 3L);
  auto& [i, c, l] = t;
  i = 5;
  const auto [ci, cc, cl] = t;
  auto&& [ri, rc, rl] = lib::tuple<int, char, long>(7, 'b', 9L);
  return i + ci + int(l) + int(cl) + ri + int(rl) + (c == cc) - 30;
}
