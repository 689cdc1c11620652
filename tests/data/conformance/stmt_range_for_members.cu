// conformance program stmt_range_for_members: valid C++17 accepted by the reference front end
// [stmt.ranged]/1.3: range with member begin()/end(); sentinel of a different type (C++17)
// const and non-const overloads, temporaries whose lifetime is extended by the range reference
template <class T, int N> struct static_vector {
  T data[N]{};
  int n = 0;
  constexpr T* begin() { return data; }
  constexpr T* end() { return data + n; }
  constexpr const T* begin() const { return data; }
  constexpr const T* end() const { return data + n; }
  constexpr void push_back(const T& v) { data[n++] = v; }
};
struct iota_sentinel { int bound; };
struct iota_iterator {
  int cur;
  constexpr int operator*() const { return cur; }
  constexpr iota_iterator& operator++() { ++cur; return *this; }
  constexpr bool operator!=(iota_sentinel s) const { return cur != s.bound; }
};
struct iota_view {
  int lo, hi;
  constexpr iota_iterator begin() const { return {lo}; }
  constexpr iota_sentinel end() const { return {hi}; }
};
constexpr int use_vector() {
  static_vector<int, 8> v;
  for (int i : iota_view{0, 5}) v.push_back(i * i);
  int s = 0;
  for (int& x : v) x += 1;
  const auto& cv = v;
  for (const int& x : cv) s += x;
  return s;
}
constexpr int temp_range() {
  int s = 0;
  for (auto x : static_vector<int, 2>{{7, 8}, 2}) s += x;
  return s;
}
static_assert(use_vector() == 35 && temp_range() == 15);
