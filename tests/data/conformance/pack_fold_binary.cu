// [expr.prim.fold] binary folds (E op ... op I) and (I op ... op E) with initial values,
// stream-style << chains, casts inside folds, folds as operands, in conditions and with
// complex patterns (function calls, member access, subscripts, nested parentheses)
struct ostream { int written = 0; ostream& operator<<(int v) { written += v; return *this; } };
template <class... T> constexpr int sum_left(T... x) { return (0 + ... + x); }
template <class... T> constexpr int sum_right(T... x) { return (x + ... + 0); }
template <class... T> constexpr int sub_init(T... x) { return (100 - ... - x); }
template <class... T> ostream& print(ostream& os, T... x) { return (os << ... << x); }
template <class... T> constexpr int shifted(T... x) { return (1 << ... << x); }
template <class... T> constexpr bool all_pos(T... x) { return (true && ... && (x > 0)); }
template <class... T> constexpr bool any_neg(T... x) { return ((x < 0) || ... || false); }
template <class... T> constexpr int weighted(T... x) { return (0 + ... + (x * 2)); }
constexpr int sq(int v) { return v * v; }
template <class... T> constexpr int squares(T... x) { return (sq(x) + ... + 0); }
template <class... T> constexpr long casts(T... x) { return (0L + ... + static_cast<long>(x)); }
template <class... T> constexpr int cstyle(T... x) { return (0 + ... + (int)x); }
struct item { int w; };
template <class... T> constexpr int members(T... it) { return (0 + ... + it.w); }
template <int... I> constexpr int pick(const int (&a)[4]) { return (0 + ... + a[I]); }
template <class... T> constexpr int as_operand(T... x) { return 2 * (0 + ... + x) + (x * ... * 1); }
template <class... T> constexpr int ternary(T... x) { return (0 + ... + (x > 1 ? x : 0)); }
template <class... T> constexpr int in_if(T... x) { if ((x && ...)) return 1; return 0; }
constexpr int arr[4] = {1, 2, 3, 4};
static_assert(sum_left(1, 2, 3) == 6 && sum_right() == 0 && sub_init(10, 20) == 70 && shifted(1, 2) == 8);
static_assert(all_pos(1, 2) && !all_pos(1, -2) && any_neg(1, -1) && !any_neg());
static_assert(weighted(1, 2) == 6 && squares(2, 3) == 13 && casts(1, 'a' - 'a', 2u) == 3 && cstyle(1.5, 2.5) == 3);
static_assert(members(item{1}, item{2}) == 3 && pick<0, 3>(arr) == 5);
static_assert(as_operand(1, 2, 3) == 18 && ternary(1, 2, 3) == 5 && in_if(1, 2) == 1);
int main() { ostream os; print(os, 1, 2, 3); return os.written - 6; }
