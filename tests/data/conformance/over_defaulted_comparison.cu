// options: --c++20 --gnu_version=120200
// defaulted comparison operator functions [class.compare.default] and rewritten/reversed
// candidates [over.match.oper]/3.4: a != b from ==, 1 == x reversed
struct point {
  int x, y;
  bool operator==(const point&) const = default;
};
struct id {
  long v;
  friend bool operator==(id, id) = default;
  bool operator==(long o) const { return v == o; }
};
template <class T>
struct wrapper {
  T value;
  constexpr bool operator==(const wrapper&) const = default;
  constexpr bool operator==(const T& o) const { return value == o; }
};
struct derived_pt : point {
  int z;
  bool operator==(const derived_pt&) const = default;
};
struct arrays { int a[3]; bool operator==(const arrays&) const = default; };
static_assert(wrapper<int>{3} == wrapper<int>{3});
static_assert(wrapper<int>{3} != wrapper<int>{4});
static_assert(wrapper<int>{3} == 3 && 3 == wrapper<int>{3});
static_assert(4 != wrapper<int>{3} && wrapper<int>{3} != 4);
int main() {
  point a{1, 2}, b{1, 2};
  id i{5};
  derived_pt d1{{1, 2}, 3}, d2{{1, 2}, 4};
  arrays x{{1, 2, 3}}, y{{1, 2, 3}};
  bool ok = a == b && !(a != b) && i == id{5} && i == 5L && 5L == i && 6L != i && d1 != d2 && x == y;
  return ok ? 0 : 1;
}
