// conformance program stmt_attributes: valid C++17 accepted by the reference front end
// statement: attribute-specifier-seq(opt) expression-statement | compound | selection | iteration | jump
// [dcl.attr.grammar], [dcl.attr.fallthrough]: attributes appertaining to statements and labels
int f(int n) {
  [[maybe_unused]] int unused = 0;
  [[]] ;
  [[]] { ++n; }
  [[]] if (n > 100) return 0;
  [[]] for (int i = 0; i < 2; ++i) ++n;
  [[]] while (n > 50) --n;
  [[]] do { --n; } while (false);
  switch (n) {
  [[]] case 1:
    ++n;
    [[fallthrough]];
  case 2:
    [[fallthrough]];
  [[]] default:
    break;
  }
  [[]] return n;
}
template <int K> int g(int x) {
  switch (x) {
  case 0:
    if constexpr (K > 0) { x += K; [[fallthrough]]; }
    else { return -1; }
  case 1:
    x *= 2;
    break;
  }
  [[gnu::unused]] int z;
  return x;
}
int main() { return f(0) + g<1>(0) + g<0>(1) - 5; }
