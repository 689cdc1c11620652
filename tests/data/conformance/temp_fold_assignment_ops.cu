// fold-operator: = *= /= %= += -= ^= &= |= <<= >>= , .* ->* [expr.prim.fold]
// binary left folds with an lvalue init, right fold of =, comma folds calling functions
template <class... T> constexpr int plus_eq(T... t) { int a = 0; (a += ... += t); return a; }
template <class... T> constexpr int minus_eq(T... t) { int a = 100; (a -= ... -= t); return a; }
template <class... T> constexpr int times_eq(T... t) { int a = 1; (a *= ... *= t); return a; }
template <class... T> constexpr int div_eq(T... t) { int a = 120; (a /= ... /= t); return a; }
template <class... T> constexpr int mod_eq(T... t) { int a = 100; (a %= ... %= t); return a; }
template <class... T> constexpr int xor_eq_(T... t) { int a = 0; (a ^= ... ^= t); return a; }
template <class... T> constexpr int and_eq_(T... t) { int a = 255; (a &= ... &= t); return a; }
template <class... T> constexpr int or_eq_(T... t) { int a = 0; (a |= ... |= t); return a; }
template <class... T> constexpr int shl_eq(T... t) { int a = 1; (a <<= ... <<= t); return a; }
template <class... T> constexpr int shr_eq(T... t) { int a = 256; (a >>= ... >>= t); return a; }
template <class... T> constexpr int assign_r(T&... t) { int src = 7; (t = ... = src); return (t + ...); }
template <class... T> constexpr int comma(T... t) { int n = 0; ((n += t), ...); (..., (n *= t / t)); return n; }
struct node { node* next; int value; };
template <class... M> constexpr int chase(const node& n, M... m) { return (n .* ... .* m).value; }
template <class... M> constexpr int chase_ptr(const node* n, M... m) { return (n ->* ... ->* m)->value; }
constexpr node n3{nullptr, 3};
constexpr node n2{const_cast<node*>(&n3), 2};
constexpr node n1{const_cast<node*>(&n2), 1};
struct outer { struct mid { struct in { int value; } i; } m; };
constexpr outer o{{{5}}};
constexpr int nested() { return (o .* &outer::m .* &outer::mid::i).value; }
constexpr int assign_test() { int a = 0, b = 0, c = 0; return assign_r(a, b, c); }
static_assert(plus_eq(1, 2, 3) == 6 && minus_eq(1, 2) == 97 && times_eq(2, 3) == 6 && div_eq(2, 3) == 20);
static_assert(mod_eq(30, 7) == 3 && xor_eq_(1, 3) == 2 && and_eq_(7, 3) == 3 && or_eq_(1, 4) == 5);
static_assert(shl_eq(1, 2) == 8 && shr_eq(2, 2) == 16 && plus_eq(5) == 5 && assign_test() == 21);
static_assert(comma(1, 2, 3) == 6 && nested() == 5 && chase(o.m.i.value == 5 ? n1 : n1) == 1);
static_assert(chase_ptr(&n1, &node::next, &node::next) == 3);
int main() { return comma(); }
