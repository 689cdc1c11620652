// conformance program stmt_range_for_bindings: valid C++17 accepted by the reference front end
// for-range-declaration: attribute-specifier-seq(opt) decl-specifier-seq ref-qualifier(opt) [ identifier-list ]
// [stmt.ranged] with [dcl.struct.bind]: structured bindings over arrays of structs, arrays of arrays, maps
template <class K, class V> struct entry { K key; V value; };
template <class K, class V, int N> struct flat_map {
  entry<K, V> items[N];
  constexpr entry<K, V>* begin() { return items; }
  constexpr entry<K, V>* end() { return items + N; }
  constexpr const entry<K, V>* begin() const { return items; }
  constexpr const entry<K, V>* end() const { return items + N; }
};
constexpr int sum_values() {
  flat_map<char, int, 3> m{{{'a', 1}, {'b', 2}, {'c', 3}}};
  for (auto& [k, v] : m) v *= 10;
  int s = 0;
  for (const auto& [k, v] : m) s += v + (k - 'a');
  for (auto [k, v] : m) s += v;
  for (auto&& [k, v] : m) s += k == 'c';
  return s;
}
constexpr int pairs() {
  int pts[3][2] = {{1, 2}, {3, 4}, {5, 6}};
  int s = 0;
  for (auto [x, y] : pts) s += x * y;
  for (auto& [x, y] : pts) x = y;
  for (const auto& [x, y] : pts) s += x - y;
  return s;
}
template <class Map> constexpr int keys(const Map& m) {
  int n = 0;
  for ([[maybe_unused]] const auto& [k, v] : m) ++n;
  return n;
}
static_assert(sum_values() == 124 && pairs() == 44);
static_assert(keys(flat_map<int, int, 5>{}) == 5);
