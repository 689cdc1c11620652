// conformance program stmt_condition_decl: valid C++17 accepted by the reference front end
// condition: expression | attribute-specifier-seq(opt) decl-specifier-seq declarator brace-or-equal-initializer
// [stmt.pre]/2: declarations in if/while/switch/for conditions, contextually converted to bool
struct opt { int v; bool has; explicit operator bool() const { return has; } int operator*() const { return v; } };
opt find(int k) { return {k * 2, k > 0}; }
struct node { int val; node* next; };
int walk(node* head) {
  int s = 0;
  while (node* n = head) {
    s += n->val;
    head = n->next;
  }
  return s;
}
int cond(int k) {
  if (opt o = find(k)) return *o;
  if (auto o{find(-k)}) return -1;
  if (const int& r = k) return r;
  if ([[maybe_unused]] int z = 0) return 99;
  switch (int m = k % 3) {
  case 0: return m;
  default: return m + 10;
  }
}
int loop_cond(int n) {
  int total = 0;
  for (int i = 0; int left = n - i; ++i) total += left;
  return total;
}
int main() {
  node c{3, nullptr}, b{2, &c}, a{1, &b};
  return walk(&a) + cond(2) + cond(0) + loop_cond(3) - 16;
}
