// C++17 conformance: pack expansions
// [dcl.struct.bind] p4 tuple-like binding protocol for a variadic tuple: user-written
// std::tuple_size / std::tuple_element specialisations over packs, member and ADL get<I>
using size_t = decltype(sizeof 0);
namespace std {
  template <class T> struct tuple_size;
  template <size_t I, class T> struct tuple_element;
}
template <class... Ts> struct tuple;
template <> struct tuple<> {};
template <class T, class... Ts> struct tuple<T, Ts...> {
  T head; tuple<Ts...> tail;
  template <size_t I> constexpr auto& get() { if constexpr (I == 0) return head; else return tail.template get<I - 1>(); }
  template <size_t I> constexpr const auto& get() const { if constexpr (I == 0) return head; else return tail.template get<I - 1>(); }
};
template <class... Ts> struct std::tuple_size<tuple<Ts...>> { static constexpr size_t value = sizeof...(Ts); };
template <class T, class... Ts> struct std::tuple_element<0, tuple<T, Ts...>> { using type = T; };
template <size_t I, class T, class... Ts> struct std::tuple_element<I, tuple<T, Ts...>> : std::tuple_element<I - 1, tuple<Ts...>> {};
namespace geo {
  template <class... Ts> struct record { tuple<Ts...> data; };
  template <size_t I, class... Ts> constexpr auto& get(record<Ts...>& r) { return r.data.template get<I>(); }
}
template <class... Ts> struct std::tuple_size<geo::record<Ts...>> { static constexpr size_t value = sizeof...(Ts); };
template <size_t I, class... Ts> struct std::tuple_element<I, geo::record<Ts...>> : std::tuple_element<I, tuple<Ts...>> {};
template <class... Ts> constexpr tuple<Ts...> make(Ts... xs) { return {xs...}; }
constexpr int run() {
  tuple<int, char, long> t{1, {'b', {3L, {}}}};
  auto& [a, b, c] = t;                        // member get<I>
  c = 4;
  auto [x, y] = make(5, 6);
  geo::record<int, int> r{{7, {8, {}}}};
  auto& [p, q] = r;                           // ADL get<I>
  q += 1;
  return a + (b - 'b') + int(t.get<2>()) + x + y + p + r.data.get<1>();
}
static_assert(run() == 1 + 0 + 4 + 5 + 6 + 7 + 9);
int main() { return run() - 32; }
