// options: --c++20 --gnu_version=120200 --extended-lambda
// A `->` after a call's or subscript's `)`/`]` is a member access, not a
// trailing return type, when an operator no type holds follows it (`=`,
// `+`, a comparison) or, in a function body, when no lambda's parameters
// close there: the braced cast after it (`int{}`, `S{3}`) is no function
// body. Trailing return types of functions and lambdas stay as they were.
// All valid (C++20).
template<int N> struct A { int v; };
struct S { int x; S *n; int get() const { return x; } };
S *gp();
auto f2() -> A<1 + 2> { return A<3>{}; }
template<class T> auto f3(T a, T b) -> decltype(a + b) { return a + b; }
auto f4() -> A<(1 > 2)> { return {}; }
auto f6() -> S * { return nullptr; }
auto f7() -> int (*)(int) { return nullptr; }
struct B { auto m() const -> int { return 1; } auto n() && -> A<-1> { return {}; } };
void g(S **pp, S s) {
  auto l = [](int a) -> int { return a; };
  auto l2 = [](int a) mutable -> A<1> { return A<1>{a}; };
  gp()->x = int{};
  pp[0]->x = S{3}.x;
  (pp[1])->x = int{1} + 2;
  int y = gp()->x + S{1}.x;
  int z = gp()->n->x * int{2};
  bool c = gp()->x < int{3};
  gp()->n = new S{};
  s.n->x = int{4};
  (void)l; (void)l2; (void)y; (void)z; (void)c;
}
int r(S *p) { return (p)->x + S{1}.x; }
struct T2 { int v; };
T2 *tp();
void g2() { bool b = tp()->v < int{3}; (void)b; }
template<class F> int call(F f) { return f(1); }
void g3() {
  int x = 0;
  auto l1 = [=] __attribute__((device)) (int i) -> int { return i + x; };
  auto l2 = [](int i) -> int { return i; };
  auto l3 = [x](auto y) mutable -> A<1> { return A<1>{y}; };
  auto l4 = []<class T>(T t) -> T { return t; };
  auto l5 = [](int) noexcept -> int { return 1; };
  auto l6 = []() constexpr -> int { return 1; };
  auto l7 = [](int) noexcept(true) -> A<2> { return {}; };
  int r = call([](int i) -> int { return i; }) + call([&](auto i) -> decltype(i) { return i; });
  struct L { auto f() -> int { return 1; } auto h() const -> A<3> { return {}; } };
  (void)l1; (void)l2; (void)l3; (void)l4; (void)l5; (void)l6; (void)l7; (void)r;
}
