// fold-operator [expr.prim.fold]: = += -= *= /= %= ^= &= |= <<= >>= ; right folds of
// assignment chains and left/right folds with compound assignment as side effects
template<class... Ts> constexpr int assign_all(Ts&... ts) { return (ts = ...); }
template<class T, class... Ts> constexpr T assign_left(T& first, Ts... rest) { return (first = ... = rest); }
template<class... Ts> constexpr int chain_add(Ts&... ts) { return (ts += ...); }
template<class... Ts> constexpr int chain_sub(Ts&... ts) { return (ts -= ...); }
template<class... Ts> constexpr int chain_mul(int& acc, Ts... ts) { return (acc *= ... *= ts); }
template<class... Ts> constexpr int chain_div(Ts&... ts) { return (ts /= ...); }
template<class... Ts> constexpr int chain_mod(Ts&... ts) { return (ts %= ...); }
template<class... Ts> constexpr unsigned chain_xor(Ts&... ts) { return (ts ^= ...); }
template<class... Ts> constexpr unsigned chain_and(Ts&... ts) { return (ts &= ...); }
template<class... Ts> constexpr unsigned chain_or(Ts&... ts) { return (ts |= ...); }
template<class... Ts> constexpr unsigned chain_shl(Ts&... ts) { return (ts <<= ...); }
template<class... Ts> constexpr unsigned chain_shr(Ts&... ts) { return (ts >>= ...); }

constexpr int test_assign() { int a = 0, b = 0, c = 5; assign_all(a, b, c); return a * 10 + b + assign_left(c, 7, 8) * 100; }
static_assert(test_assign() == 855);
constexpr int test_add() { int a = 1, b = 2, c = 3; chain_add(a, b, c); return a * 100 + b * 10 + c; }
static_assert(test_add() == 653);
constexpr int test_sub() { int a = 10, b = 4, c = 1; return chain_sub(a, b, c); }
static_assert(test_sub() == 7);
constexpr int test_mul() { int acc = 2; return chain_mul(acc, 3, 4); }
static_assert(test_mul() == 24);
constexpr int test_div() { int a = 100, b = 20, c = 2; return chain_div(a, b, c); }
static_assert(test_div() == 10);
constexpr int test_mod() { int a = 17, b = 12, c = 7; return chain_mod(a, b, c); }
static_assert(test_mod() == 2);
constexpr unsigned test_bits() {
  unsigned a = 0xF0, b = 0x3C, c = 0x0F, x = 1, y = 2, z = 1;
  unsigned r = chain_xor(a, b, c);
  unsigned a2 = 0xFF, b2 = 0x3C, c2 = 0x0F; r += chain_and(a2, b2, c2);
  unsigned a3 = 0x10, b3 = 0x01; r += chain_or(a3, b3);
  r += chain_shl(x, y, z);
  unsigned s = 64, t = 1, u = 1;
  return r + chain_shr(s, t, u);
}
static_assert(test_bits() == (0xF0u ^ 0x33u) + 0x0Cu + 0x11u + 16u + 64u);

// unary left fold of comma with compound assignment: the common "for each in pack" idiom
template<class... Ts> constexpr int accumulate(Ts... ts) { int s = 0; ((s += ts), ...); return s; }
static_assert(accumulate(1, 2, 3, 4) == 10);
