// conformance program stmt_if_init: valid C++17 accepted by the reference front end
// selection-statement: if constexpr(opt) ( init-statement(opt) condition ) statement else statement
// [stmt.if]/3 if with init-statement: simple-declaration, expression-statement, structured binding
struct lock { int* c; lock(int* p) : c(p) { ++*c; } ~lock() { --*c; } bool owns() const { return *c > 0; } };
struct pair_ii { int first; bool second; };
pair_ii insert(int k) { return {k, k % 2 == 0}; }
int lookup(const int* table, int n, int key) {
  if (int i = 0; n > 0) {
    for (; i < n; ++i)
      if (table[i] == key) return i;
  }
  if (auto [pos, ok] = insert(key); ok)
    return pos;
  else if (pos > 100)
    return -2;
  else
    return -1;
}
int locked(int* m) {
  if (lock l(m); l.owns()) return *m;
  if (int a = 1, b = 2; a < b) { return a + b; }
  return 0;
}
int exprinit(int x) {
  int y;
  if (y = x * 2; y > 4) return y;
  if (; x) return 1;
  if (struct S { int v; } s{3}; s.v == x) return s.v;
  return 0;
}
int main() {
  int t[] = {1, 2, 3}, m = 0;
  return lookup(t, 3, 2) + locked(&m) + exprinit(3);
}
