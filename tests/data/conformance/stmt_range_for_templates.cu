// conformance program stmt_range_for_templates: valid C++17 accepted by the reference front end
// [stmt.ranged] in templates: dependent range, dependent element type, nested range-for over
// ranges of ranges, range-for in generic lambdas and over pack-built arrays
template <class T, int N> struct array {
  T elems[N];
  constexpr T* begin() { return elems; }
  constexpr T* end() { return elems + N; }
  constexpr const T* begin() const { return elems; }
  constexpr const T* end() const { return elems + N; }
};
template <class R> constexpr auto accumulate(const R& r) {
  typename R::value_type* p = nullptr;
  (void)p;
  decltype(*r.begin() + 0) s{};
  for (const auto& e : r) s += e;
  return s;
}
template <class T, int N> struct wrap : array<T, N> { using value_type = T; };
template <class RR> constexpr int flatten(const RR& rr) {
  int s = 0;
  for (const auto& row : rr)
    for (auto v : row) s += v;
  return s;
}
template <class... Ts> constexpr int pack_sum(Ts... ts) {
  int s = 0;
  int vals[] = {0, ts...};
  for (int v : vals) s += v;
  return s;
}
constexpr auto generic = [](const auto& r) { int n = 0; for (auto&& x : r) n += x; return n; };
static_assert(accumulate(wrap<int, 3>{{{1, 2, 3}}}) == 6);
static_assert(flatten(array<array<int, 2>, 2>{{{{1, 2}}, {{3, 4}}}}) == 10);
static_assert(generic(array<int, 2>{{5, 6}}) == 11);
static_assert(pack_sum(1, 2, 3) == 6 && pack_sum() == 0);
