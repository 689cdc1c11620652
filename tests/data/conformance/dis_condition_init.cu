// C++17 conformance: disambiguation
// [stmt.select] [stmt.iter] condition and init-statement: declaration vs expression in
// if/switch/while/for heads, including C++17 if (init; cond) and functional casts
struct flag { int v; explicit operator bool() const { return v != 0; } };
struct range { int lo, hi; };
using I = int;
int probe(int x) { return x * 2; }
int main() {
  int total = 0;
  int x = 2;
  if (flag f{1}) total += f.v;                       // declaration with braces
  if (flag f = flag{2}) total += f.v;
  if (I(y) = 3) total += y;                          // declaration: parenthesised declarator
  if (I(x) + 1) total += 1;                          // expression: functional cast
  if (I z = probe(x); z > 3) total += z;             // init-statement + condition
  if (probe(x); x) total += 1;                       // expression init-statement
  if (range r{1, 4}; r.lo < r.hi) total += r.hi;
  switch (I s = x * 3; s) { case 6: total += 6; break; default: break; }
  switch (I(x)) { case 2: total += 2; break; default: break; }
  for (I(i) = 0; i < 2; ++i) total += i;             // declaration in for-init
  for (I(i) = 0, (j) = 1; i < 1; ++i) total += j;
  for (x = 0; x < 1; ++x) total += 1;                // expression in for-init
  while (I w = 0) total += w;
  int arr[3] = {1, 2, 3};
  for (I(&e) : arr) total += e;                      // parenthesised reference declarator
  range rs[1] = {{1, 2}};
  for (auto&& [lo, hi] : rs) total += lo + hi;
  return total - 42;
}
