// options: --c++20 --gnu_version=120200
// [dcl.struct.bind] C++20 extensions: static and thread_local structured bindings (P1091),
// capture of structured bindings in lambdas (P1381), [[maybe_unused]] on the declaration,
// bindings in if/switch init-statements and in range-for with init-statement
struct point { int x, y; };
struct entry { const char* key; int value; };
point origin() { return {1, 2}; }
static auto [sx, sy] = origin();
thread_local auto [tx, ty] = point{3, 4};
int capture() {
  auto [a, b] = origin();
  auto by_copy = [a, b] { return a + b; };
  auto by_ref = [&a] { return a * 10; };
  auto implicit = [=] { return b; };
  auto init_cap = [c = a + b] { return c; };
  return by_copy() + by_ref() + implicit() + init_cap();
}
int lookup(const entry (&table)[3], const char* k) {
  for (int i = 0; auto [key, value] : table)
    if (key[0] == k[0]) return value + i;
  if (auto [key, value] = table[0]; value > 0) return value;
  switch (auto [key, value] = table[1]; value) { case 0: return -1; default: return value; }
}
int main() {
  static const auto [ca, cb] = origin();
  [[maybe_unused]] auto [unused1, unused2] = origin();
  entry t[3] = {{"a", 1}, {"b", 2}, {"c", 3}};
  return sx + sy + tx + ty + capture() + lookup(t, "c") + ca + cb - 30;
}
