// options: --c++20 --gnu_version=120200
// for ( init-statement for-range-declaration : for-range-initializer )  [stmt.ranged] (C++20, P0614)
// the init-statement may be a simple-declaration, an expression-statement or a structured binding
struct list { int a[4]; int n; constexpr const int* begin() const { return a; } constexpr const int* end() const { return a + n; } };
constexpr list make() { return {{1, 2, 3, 4}, 4}; }
struct pair_t { int x; int y; };
int indexed() {
  int s = 0;
  for (int i = 0; int v : make()) s += v * i++;
  return s;
}
int with_copy() {
  int s = 0;
  for (auto l = make(); auto& v : l.a) s += v;
  for (s *= 2; const int v : make()) s += v;
  return s;
}
int bound() {
  int s = 0;
  for (auto [lo, hi] = pair_t{1, 3}; int v : make())
    if (v >= lo && v <= hi) s += v;
  return s;
}
template <class R> int templ(const R& r) {
  int n = 0;
  for (typedef int T; T v : r) n += v;
  for (int k = 1; auto v : r) n += k * v;
  return n;
}
int main() { return indexed() + with_copy() + bound() + templ(make()) - 76; }
