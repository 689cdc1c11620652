// fold-operator [expr.prim.fold]: + - * / % ^ & | << >> in unary and binary folds,
// including the shift folds that need parentheses inside template argument lists
template<class... Ts> constexpr auto f_add(Ts... ts) { return (ts + ...); }
template<class... Ts> constexpr auto f_sub(Ts... ts) { return (... - ts); }
template<class... Ts> constexpr auto f_mul(Ts... ts) { return (1 * ... * ts); }
template<class... Ts> constexpr auto f_div(Ts... ts) { return (... / ts); }
template<class... Ts> constexpr auto f_mod(Ts... ts) { return (ts % ...); }
template<class... Ts> constexpr auto f_xor(Ts... ts) { return (0 ^ ... ^ ts); }
template<class... Ts> constexpr auto f_and(Ts... ts) { return (ts & ... & ~0u); }
template<class... Ts> constexpr auto f_or(Ts... ts) { return (0u | ... | ts); }
template<class... Ts> constexpr auto f_shl(Ts... ts) { return (1u << ... << ts); }
template<class... Ts> constexpr auto f_shr(Ts... ts) { return (... >> ts); }

static_assert(f_add(1, 2, 3) == 6);
static_assert(f_sub(10, 1, 2) == 7);
static_assert(f_mul(2, 3, 4) == 24 && f_mul() == 1);
static_assert(f_div(100, 5, 2) == 10);
static_assert(f_mod(100, 7) == 2 && f_mod(7, 100) == 7);
static_assert(f_xor(1, 3, 4) == 6 && f_xor() == 0);
static_assert(f_and(0xFu, 0x3u) == 0x3u && f_and() == ~0u);
static_assert(f_or(1u, 2u, 8u) == 11u && f_or() == 0u);
static_assert(f_shl(1, 2) == 8u && f_shl() == 1u);
static_assert(f_shr(256, 2, 2) == 16);

// bit-mask construction as in enum flag helpers and CUTLASS-style layout code
template<unsigned... Bits> constexpr unsigned mask = (0u | ... | (1u << Bits));
static_assert(mask<0, 3, 5> == 0b101001 && mask<> == 0);
template<int... Ns> struct product { static constexpr int value = (Ns * ... * 1); };
static_assert(product<2, 3, 7>::value == 42 && product<>::value == 1);
template<unsigned... Sh> struct shifted { static constexpr unsigned value = (0xF0000000u >> ... >> Sh); };
static_assert(shifted<4, 8>::value == 0x000F0000u);

template<class T, class... Ts> constexpr T hash_combine(T seed, Ts... vs) {
  return ((seed ^ ... ^ (vs * 31)) * 2) | 1;
}
static_assert(hash_combine(0u, 1u, 2u) == ((0u ^ 31u ^ 62u) * 2 | 1));
