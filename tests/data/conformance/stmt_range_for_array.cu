// conformance program stmt_range_for_array: valid C++17 accepted by the reference front end
// for ( init-statement(opt) for-range-declaration : for-range-initializer ) statement  [stmt.ranged]
// ranges over arrays: by value, by reference, const, auto&&, multidimensional, array members
struct vec3 { float v[3]; };
constexpr int sum(const int (&a)[4]) {
  int s = 0;
  for (int x : a) s += x;
  return s;
}
constexpr int doubled() {
  int a[] = {1, 2, 3};
  for (int& x : a) x *= 2;
  int s = 0;
  for (const auto& x : a) s += x;
  for (auto&& x : a) s += x;
  return s;
}
constexpr int grid() {
  int g[2][3] = {{1, 2, 3}, {4, 5, 6}};
  int s = 0;
  for (auto& row : g)
    for (int cell : row) s += cell;
  for (const int (&row)[3] : g) s += row[0];
  return s;
}
float len2(const vec3& v) {
  float s = 0;
  for (float c : v.v) s += c * c;
  return s;
}
template <class T, unsigned N> constexpr unsigned count(const T (&a)[N], T key) {
  unsigned n = 0;
  for (const T& e : a) n += (e == key);
  return n;
}
constexpr int four[4] = {1, 2, 3, 4};
constexpr char str[] = "mississippi";
static_assert(sum(four) == 10 && doubled() == 24 && grid() == 26);
static_assert(count(str, 's') == 4 && count(four, 2) == 1);
int main() { return len2(vec3{{1, 2, 2}}) == 9.0f ? 0 : 1; }
