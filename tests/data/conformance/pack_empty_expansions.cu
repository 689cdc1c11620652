// [temp.variadic] p7-p8, [expr.prim.fold] p3: expansions of empty packs: f(xs...) with no
// arguments, list<Ts...> empty, empty base and mem-initializer lists, {xs...} empty braces,
// empty unary folds of &&, ||, and ','
template <class... Ts> struct list { static constexpr int size = sizeof...(Ts); };
constexpr int arity() { return 0; }
template <class... Ts> constexpr int arity(Ts...) { return sizeof...(Ts); }
template <class... Ts> constexpr int forward_none(Ts... xs) { return arity(xs...); }
template <class... Bases> struct derive : Bases... { constexpr derive() : Bases()... {} };
template <class... Ts> constexpr bool all(Ts... xs) { return (xs && ...); }
template <class... Ts> constexpr bool any(Ts... xs) { return (xs || ...); }
template <class... Ts> constexpr int commas(Ts... xs) { (xs, ...); return 1; }
template <class... Ts> struct agg { int n; };
template <class... Ts> constexpr int braces(Ts... xs) { agg<Ts...> a{xs...}; return a.n; }   // empty: value-init
template <class... Ts> constexpr int array_pad(Ts... xs) { int a[] = {0, xs...}; return sizeof(a) / sizeof(int); }
template <class T, class... Ts> constexpr T make(Ts... xs) { return T(xs...); }                   // T() when empty
template <class... Ts> constexpr int with_fixed(int k, Ts... xs) { return k + arity(xs..., k); }
template <template <class...> class C, class... Ts> using apply = C<Ts...>;
static_assert(forward_none() == 0);
static_assert(list<>::size == 0 && apply<list>::size == 0);
static_assert(all() && !any());
static_assert(commas() == 1);
static_assert(braces() == 0);
static_assert(array_pad() == 1);
static_assert(make<int>() == 0 && make<long>(3) == 3);
static_assert(with_fixed(4) == 5);
constexpr derive<> d{};
int main() { (void)d; return arity(); }
