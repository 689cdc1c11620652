// C++17 conformance: pack expansions
// [temp.variadic] p5 patterns that are arbitrary expressions: -xs..., (xs + 1)..., xs[0]...,
// *ps..., &xs..., ++xs..., xs.member..., f(xs)..., (xs ? 1 : 0)..., sizeof(xs)..., !xs...
constexpr int sum() { return 0; }
template <class T, class... Ts> constexpr int sum(T t, Ts... ts) { return int(t) + sum(ts...); }
struct item { int w; constexpr int get() const { return w; } };
constexpr int sq(int v) { return v * v; }
template <class... Ts> constexpr int negate(Ts... xs) { return sum(-xs...); }
template <class... Ts> constexpr int plus_one(Ts... xs) { return sum((xs + 1)...); }
template <class... Ts> constexpr int firsts(const Ts&... arrs) { return sum(arrs[0]...); }
template <class... Ts> constexpr int derefs(Ts... ps) { return sum(*ps...); }
template <class... Ts> constexpr int addresses(Ts&... xs) { return derefs(&xs...); }
template <class... Ts> constexpr int increments(Ts... xs) { return sum(++xs...); }
template <class... Ts> constexpr int members(Ts... its) { return sum(its.w...) + sum(its.get()...); }
template <class... Ts> constexpr int calls(Ts... xs) { return sum(sq(xs)...); }
template <class... Ts> constexpr int conds(Ts... xs) { return sum((xs > 1 ? 1 : 0)...); }
template <class... Ts> constexpr int sizes(Ts... xs) { return sum(sizeof(xs)...); }
template <class... Ts> constexpr int nots(Ts... xs) { return sum(!xs...); }
template <class... Ts> constexpr int lambdas(Ts... xs) { return sum([](auto v) { return v * 3; }(xs)...); }
template <class... Ts> constexpr int commas(Ts... xs) { return sum((void(), xs)...); }
template <class... Ts> constexpr int assigns(Ts... xs) { int t = 0; return sum((t = xs)...); }
template <class... Ts> constexpr int post(Ts... xs) { return sum(xs++...); }
constexpr int a1[] = {4, 5}, a2[] = {6};
constexpr int g1 = 1, g2 = 2;
static_assert(negate(1, 2) == -3 && plus_one(1, 2) == 5 && firsts(a1, a2) == 10);
static_assert(derefs(&g1, &g2) == 3 && addresses(g1, g2) == 3 && increments(1, 2) == 5);
static_assert(members(item{1}, item{2}) == 6 && calls(2, 3) == 13 && conds(1, 2, 3) == 2);
static_assert(sizes('a', 1) == 5 && nots(0, 1, 0) == 2 && lambdas(1, 2) == 9);
static_assert(commas(1, 2) == 3 && assigns(1, 2) == 3 && post(1, 2) == 3);
int main() { return 0; }
