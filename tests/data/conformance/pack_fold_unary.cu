// C++17 conformance: pack expansions
// [expr.prim.fold] unary right (E op ...) and unary left (... op E) folds over every
// fold-operator: + - * / % ^ & | << >> = += -= *= /= %= ^= &= |= <<= >>= == != < > <= >= && || , .* ->*
template <class... T> constexpr int add_r(T... x) { return (x + ...); }
template <class... T> constexpr int sub_l(T... x) { return (... - x); }
template <class... T> constexpr int sub_r(T... x) { return (x - ...); }
template <class... T> constexpr int mul_r(T... x) { return (x * ...); }
template <class... T> constexpr int div_l(T... x) { return (... / x); }
template <class... T> constexpr int mod_l(T... x) { return (... % x); }
template <class... T> constexpr int xor_r(T... x) { return (x ^ ...); }
template <class... T> constexpr int and_l(T... x) { return (... & x); }
template <class... T> constexpr int or_r(T... x) { return (x | ...); }
template <class... T> constexpr int shl_l(T... x) { return (... << x); }
template <class... T> constexpr int shr_l(T... x) { return (... >> x); }
template <class... T> constexpr int assign_r(T... x) { return (x = ...); }
template <class... T> constexpr int plus_eq_r(T... x) { return (x += ...); }
template <class... T> constexpr int minus_eq_r(T... x) { return (x -= ...); }
template <class... T> constexpr int times_eq_r(T... x) { return (x *= ...); }
template <class... T> constexpr int div_eq_r(T... x) { return (x /= ...); }
template <class... T> constexpr int mod_eq_r(T... x) { return (x %= ...); }
template <class... T> constexpr int xor_eq_r(T... x) { return (x ^= ...); }
template <class... T> constexpr int and_eq_r(T... x) { return (x &= ...); }
template <class... T> constexpr int or_eq_r(T... x) { return (x |= ...); }
template <class... T> constexpr int shl_eq_r(T... x) { return (x <<= ...); }
template <class... T> constexpr int shr_eq_r(T... x) { return (x >>= ...); }
template <class... T> constexpr bool eq_l(T... x) { return (... == x); }
template <class... T> constexpr bool ne_l(T... x) { return (... != x); }
template <class... T> constexpr bool lt_l(T... x) { return (... < x); }
template <class... T> constexpr bool gt_l(T... x) { return (... > x); }
template <class... T> constexpr bool le_l(T... x) { return (... <= x); }
template <class... T> constexpr bool ge_l(T... x) { return (... >= x); }
template <class... T> constexpr bool all(T... x) { return (x && ...); }
template <class... T> constexpr bool any(T... x) { return (... || x); }
template <class... T> constexpr int last(T... x) { int n = 0; ((n = x) , ...); return n; }
struct node { const node* next; int v; };
template <class... M> constexpr int chase(const node* n, M... m) { return (n ->* ... ->* m)->v; }   // binary ->* fold
template <class... M> constexpr int field(const node& n, M... m) { return (n .* ... .* m); }
static_assert(add_r(1, 2, 3) == 6 && sub_l(10, 2, 3) == 5 && sub_r(10, 2, 3) == 11 && mul_r(2, 3, 4) == 24);
static_assert(div_l(100, 5, 2) == 10 && mod_l(17, 10, 4) == 3 && xor_r(1, 3) == 2 && and_l(7, 3) == 3);
static_assert(or_r(1, 2, 4) == 7 && shl_l(1, 2, 3) == 32 && shr_l(64, 1, 2) == 8);
static_assert(assign_r(1, 2, 3) == 3 && plus_eq_r(1, 2, 3) == 6 && minus_eq_r(10, 4, 1) == 7);
static_assert(times_eq_r(2, 3) == 6 && div_eq_r(8, 2) == 4 && mod_eq_r(7, 4) == 3 && xor_eq_r(5, 1) == 4);
static_assert(and_eq_r(6, 3) == 2 && or_eq_r(4, 1) == 5 && shl_eq_r(1, 3) == 8 && shr_eq_r(16, 2) == 4);
static_assert(eq_l(1, 1) && ne_l(1, 2) && lt_l(1, 2) && gt_l(2, 1) && le_l(1, 1) && ge_l(2, 2));
static_assert(all(true, 1) && !all(true, 0) && all() && any(0, 1) && !any());
static_assert(last(1, 2, 3) == 3);
constexpr node n2{nullptr, 2}, n1{&n2, 1}, n0{&n1, 0};
static_assert(chase(&n0, &node::next, &node::next) == 2 && field(n1, &node::v) == 1);
int main() { return 0; }
