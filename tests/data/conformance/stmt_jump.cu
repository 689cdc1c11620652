// conformance program stmt_jump: valid C++17 accepted by the reference front end
// jump-statement: break ; | continue ; | return expr-or-braced-init-list(opt) ; | goto identifier ;
// [stmt.jump]: return of braced-init-list, return of void expression, goto out of nested loops
struct point { int x, y; };
struct range { int lo, hi; };
point origin() { return {}; }
point make(int a) { return {a, a * 2}; }
range bounds(int a, int b) { return {a < b ? a : b, a < b ? b : a}; }
int plain() { return int{7}; }
void nothing() {}
void forward() { return nothing(); }
void early(int* p) { if (!p) return; *p = 1; }
template <class T> T zero() { return T(); }
template <class T> T braced() { return {}; }
int find2d(int (&m)[3][3], int key) {
  int found = -1;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (m[i][j] == key) { found = i * 3 + j; goto done; }
done:
  return found;
}
int loops(int n) {
  int s = 0;
  for (int i = 0;; ++i) {
    if (i >= n) break;
    if (i % 3 == 0) continue;
    s += i;
  }
  do { if (s > 0) break; } while (true);
  return s;
}
int main() {
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int v = 0;
  early(&v);
  forward();
  return origin().x + make(1).y + bounds(3, 1).lo + plain() + zero<int>() + braced<long>()
       + find2d(m, 5) + loops(6) + v - 27;
}
