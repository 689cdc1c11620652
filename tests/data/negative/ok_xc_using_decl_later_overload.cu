// tests: using-declaration only sees host popcount(unsigned long); device popcount(unsigned) declared afterwards is not visible via ns::popcount -> valid
int popcount(unsigned long v) { int c = 0; while (v) { c += v & 1; v >>= 1; } return c; }
namespace bits {
  using ::popcount;
}
__attribute__((device)) int popcount(unsigned v) { return __builtin_popcount(v); }
int count_set(const unsigned* words, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) total += bits::popcount(words[i]);
  return total;
}
