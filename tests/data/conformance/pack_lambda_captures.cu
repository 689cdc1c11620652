// C++17 conformance: pack expansions
// [expr.prim.lambda.capture] [temp.variadic] p5: capture-list expansions xs..., &xs..., mixed
// with this, =, & and named captures; packs used inside lambda bodies and parameter lists
template <class... Ts> constexpr int sum(Ts... xs) { return (0 + ... + xs); }
struct worker {
  int base = 100;
  template <class... Ts> auto bind(Ts... xs) { return [this, xs...] { return base + sum(xs...); }; }
};
template <class... Ts> auto by_copy(Ts... xs) { return [xs...] { return sum(xs...); }; }
template <class... Ts> auto by_ref(Ts&... xs) { return [&xs...](int k) { ((xs += k), ...); }; }
template <class... Ts> auto mixed(int extra, Ts... xs) { return [extra, xs...]() mutable { extra += 1; return extra + sum(xs...); }; }
template <class... Ts> auto defaults(Ts... xs) { return [=] { return sum(xs...); }; }      // implicit capture of a pack
template <class... Ts> auto ref_defaults(Ts... xs) { return [&] { return sum(xs...) * 2; }(); }
template <class... Ts> auto nested(Ts... xs) {
  return [xs...](auto... ys) { return [xs..., ys...] { return sum(xs...) * 10 + sum(ys...); }(); };
}
template <class F, class... Ts> auto each(F f, Ts... xs) {
  int r = 0;
  auto apply = [&r, &f](auto x) { r += f(x); };
  (apply(xs), ...);
  return r;
}
template <class... Ts> auto param_pack_lambda() { return [](Ts... xs) { return sum(xs...); }; }   // class pack in a lambda's parameters
int main() {
  worker w;
  int a = 1, b = 2;
  by_ref(a, b)(3);
  return by_copy(1, 2)() + a + b + mixed(1, 2, 3)() + defaults(4, 5)() + ref_defaults(1) + nested(1, 2)(3, 4) +
         each([](auto v) { return int(v) * 2; }, 1, 2.5, 'a' - 'a') + w.bind(1, 2)() + param_pack_lambda<int, int>()(3, 4) - 210;
}
