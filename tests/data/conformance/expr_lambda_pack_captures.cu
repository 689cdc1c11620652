// capture pack expansions [expr.prim.lambda.capture]/17: simple-capture ... (by copy and by
// reference) used with variadic forwarding helpers, nested pack expansion inside lambda bodies
template<class T> struct remove_ref { using type = T; };
template<class T> struct remove_ref<T&> { using type = T; };
template<class T> constexpr T&& forward(typename remove_ref<T>::type& t) { return static_cast<T&&>(t); }

template<class F, class... Args> constexpr auto bind_all(F f, Args... args) {
  return [f, args...] { return f(args...); };
}
template<class... Args> constexpr auto ref_all(Args&... args) {
  return [&args...](int k) { ((args *= k), ...); };
}
template<class... Args> constexpr auto count_captured(Args... args) {
  return [=] { return sizeof...(args); };
}
template<class... Args> constexpr auto sum_later(Args... args) {
  return [args..., base = 100] { return (base + ... + args); };
}

constexpr int add3(int a, int b, int c) { return a + b + c; }
static_assert(bind_all(add3, 1, 2, 3)() == 6);
static_assert(count_captured(1, 'c', 2.0)() == 3 && count_captured()() == 0);
static_assert(sum_later(1, 2, 3)() == 106);

constexpr int scale() {
  int a = 1, b = 2, c = 3;
  ref_all(a, b, c)(10);
  return a + b + c;
}
static_assert(scale() == 60);

template<class... Ts> constexpr int apply_each(Ts... ts) {
  int r = 0;
  auto visit = [&r, ts...](auto f) { ((r += f(ts)), ...); };
  visit([](auto x) { return int(x) * 2; });
  return r;
}
static_assert(apply_each(1, 2L, 3.0) == 12);

template<class... Args> constexpr auto perfect(Args&&... args) {
  return [&args...] { return add3(forward<Args>(args)...); };
}
static_assert(perfect(1, 2, 3)() == 6);
