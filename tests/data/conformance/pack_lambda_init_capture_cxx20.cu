// options: --c++20 --gnu_version=120200
// [expr.prim.lambda.capture] (P0780): init-capture packs ...xs = xs, &...xs = xs,
// ...ys = f(xs) ; packs captured in nested lambdas, template lambdas over packs
template <class T> struct remove_ref { using type = T; };
template <class T> struct remove_ref<T&> { using type = T; };
template <class T> constexpr T&& fwd(typename remove_ref<T>::type& t) noexcept { return static_cast<T&&>(t); }
template <class T> constexpr T&& move_(T& t) noexcept { return static_cast<T&&>(t); }
struct movable { int v; constexpr movable(int x) : v(x) {} constexpr movable(movable&& o) : v(o.v) { o.v = 0; } };
template <class... Ts> constexpr int total(const Ts&... xs) { return (0 + ... + int(xs)); }
template <class... Ts> constexpr auto capture_moved(Ts... xs) { return [...ys = move_(xs)] { return total(ys.v...); }; }
template <class... Ts> constexpr auto capture_fwd(Ts&&... xs) { return [...xs = fwd<Ts>(xs)] { return total(xs...); }; }
template <class... Ts> constexpr auto capture_ref(Ts&... xs) { return [&...rs = xs](int k) { ((rs *= k), ...); }; }
template <class... Ts> constexpr auto capture_expr(Ts... xs) { return [...sq = xs * xs] { return total(sq...); }; }
template <class... Ts> constexpr auto capture_mixed(int k, Ts... xs) { return [k, ...ys = xs + k] { return k + total(ys...); }; }
template <class... Ts> constexpr auto nested(Ts... xs) {
  return [...outer = xs]<class... Us>(Us... us) { return [...o = outer, ...inner = us] { return total(o...) * 10 + total(inner...); }(); };
}
constexpr int run() {
  int a = 2, b = 3;
  capture_ref(a, b)(2);
  return capture_moved(movable(1), movable(2))() + capture_fwd(1, 2L)() + a + b + capture_expr(1, 2, 3)() +
         capture_mixed(1, 1, 2)() + nested(1, 2)(3, 4);
}
static_assert(run() == 3 + 3 + 4 + 6 + 14 + 6 + 37);
int main() { return run() - 73; }
