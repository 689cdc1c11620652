// lambda-capture [expr.prim.lambda.capture]: capture-default = and &, simple-captures
// identifier and & identifier, mixed with defaults, implicit odr-use captures
template<class F> constexpr auto invoke(F f) { return f(); }

constexpr int by_copy() {
  int a = 1, b = 2;
  auto f = [=] { return a + b; };
  a = 10;
  return f();
}
static_assert(by_copy() == 3);

constexpr int by_ref() {
  int a = 1, b = 2;
  auto f = [&] { a += b; return a; };
  f();
  return f() + a;
}
static_assert(by_ref() == 10);

constexpr int mixed() {
  int a = 1, b = 2, c = 3, d = 4;
  auto f = [=, &b] { b += a; return b; };
  auto g = [&, c] { a += c; return a; };
  auto h = [a, &c, d] { c += a + d; return c; };
  auto k = [&a, b]() { return a + b; };
  int r = f() * 1000;
  r += g() * 100;
  r += h() * 10;
  r += k();
  return r + invoke([&d] { return d = 0; });
}
static_assert(mixed() == 3000 + 400 + 80 + 6);

// constants need not be captured when not odr-used
constexpr int unused_capture() {
  const int n = 5;
  constexpr int m = 6;
  auto f = [] { return n + m; };
  return f();
}
static_assert(unused_capture() == 11);

template<class T> constexpr T accumulate(const T* b, const T* e, T init) {
  auto add = [&init](const T& x) { init += x; };
  for (; b != e; ++b) add(*b);
  return init;
}
constexpr int xs[] = {1, 2, 3, 4};
static_assert(accumulate(xs, xs + 4, 0) == 10);
