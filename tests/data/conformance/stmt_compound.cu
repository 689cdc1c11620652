// conformance program stmt_compound: valid C++17 accepted by the reference front end
// compound-statement: { statement-seq(opt) }  [stmt.block]
// nested blocks introduce scopes; names in inner blocks hide outer ones; empty blocks
int value = 1;
template <class T> T nested_blocks(T x) {
  T r{};
  {
    T value = x;
    {
      T value = x * 2;
      r += value;
    }
    r += value;
  }
  {}
  { { { r += ::value; } } }
  return r;
}
struct guard {
  int* p;
  explicit guard(int* q) : p(q) { ++*p; }
  ~guard() { --*p; }
};
int scoped(int& depth) {
  int max = 0;
  {
    guard g1(&depth);
    {
      guard g2(&depth);
      max = depth;
    }
    max += depth;
  }
  return max + depth;
}
int main() {
  int d = 0;
  return nested_blocks(2) + nested_blocks(1L) + scoped(d) - 14;
}
