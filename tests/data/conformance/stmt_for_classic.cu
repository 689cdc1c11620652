// conformance program stmt_for_classic: valid C++17 accepted by the reference front end
// iteration-statement: for ( init-statement condition(opt) ; expression(opt) ) statement  [stmt.for]
// empty clauses, several declarators, comma expressions, pointer iteration, nested for with labels
constexpr int sum_pairs(int n) {
  int s = 0;
  for (int i = 0, j = n - 1; i < j; ++i, --j) s += i * j;
  return s;
}
constexpr int forever_break() {
  int k = 0;
  for (;;) { if (++k == 5) break; }
  for (; k < 10;) ++k;
  for (k = 0; k < 3; k++) {}
  return k;
}
constexpr int count_nonzero(const int* b, const int* e) {
  int n = 0;
  for (const int* p = b; p != e; ++p)
    if (*p) ++n;
  return n;
}
struct iter { int* p; int* end; };
int matrix(int (&m)[3][4]) {
  int t = 0;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 4; ++c) {
      if (c == r) continue;
      t += m[r][c];
    }
  for (iter it{&m[0][0], &m[0][0] + 12}; it.p != it.end; ++it.p) *it.p = 0;
  for (auto [i, j] = iter{nullptr, nullptr}; i != j;) {}
  for (static int calls = 0; calls < 1; ++calls) t += 1;
  return t;
}
constexpr int data[] = {0, 1, 0, 2, 3};
static_assert(sum_pairs(4) == 2 && forever_break() == 3);
static_assert(count_nonzero(data, data + 5) == 3);
int main() { int m[3][4] = {}; return matrix(m) - 1; }
