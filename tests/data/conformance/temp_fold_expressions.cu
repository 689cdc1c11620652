// fold-expression: ( cast-expression fold-operator ... ) etc. [expr.prim.fold], [temp.variadic]
// unary right/left, binary right/left folds over every fold-operator, empty packs
template <class... T> constexpr auto sum_r(T... t) { return (t + ...); }
template <class... T> constexpr auto sum_l(T... t) { return (... + t); }
template <class... T> constexpr auto sub_r(T... t) { return (t - ... - 0); }
template <class... T> constexpr auto sub_l(T... t) { return (0 - ... - t); }
template <class... T> constexpr auto mul(T... t) { return (t * ... * 1); }
template <class... T> constexpr auto div_l(T... t) { return (1000 / ... / t); }
template <class... T> constexpr auto mod_l(T... t) { return (... % t); }
template <class... T> constexpr auto xor_r(T... t) { return (t ^ ...); }
template <class... T> constexpr auto and_b(T... t) { return (t & ... & ~0); }
template <class... T> constexpr auto or_b(T... t) { return (0 | ... | t); }
template <class... T> constexpr auto shl(T... t) { return (1 << ... << t); }
template <class... T> constexpr auto shr(T... t) { return (t >> ...); }
template <class... T> constexpr bool all(T... t) { return (... && t); }
template <class... T> constexpr bool any(T... t) { return (t || ...); }
template <class... T> constexpr int last(T... t) { int r = 0; return ((r = t), ...); }
template <class... T> constexpr bool lt(T... t) { return (t < ...); }
template <class... T> constexpr bool eq_first(int f, T... t) { return ((f == t) && ...); }
template <class... T> constexpr bool ne(int f, T... t) { return ((f != t) || ...); }
template <class... T> constexpr bool cmp(T... t) { return ((t > 0) && ...) && ((t >= 0) || ...) && ((t <= 9) && ...); }
static_assert(sum_r(1, 2, 3) == 6 && sum_l(1, 2) == 3 && sub_r(10, 3) == 7 && sub_l(1, 2) == -3);
static_assert(mul(2, 3, 4) == 24 && mul() == 1 && div_l(10, 5) == 20 && mod_l(17, 5, 2) == 0);
static_assert(xor_r(5, 1) == 4 && and_b(6, 3) == 2 && or_b(1, 2, 4) == 7 && shl(1, 2) == 8 && shr(16, 2) == 4);
static_assert(all() && all(true, 1) && !any() && any(0, 1) && last(1, 2, 3) == 3 && lt(1, 2) && !lt(2, 1));
static_assert(eq_first(2, 2, 2) && ne(1, 1, 2) && cmp(1, 2) && !cmp(1, 10));
int main() { return sum_l(0); }
