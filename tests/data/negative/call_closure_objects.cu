// options: --c++17 --gnu_version=120200 --extended-lambda
// Calls of closure objects reach the lambda's function call operator, in
// the lambda's space: its parameters, its result (`-> R`, or deduced from
// the body), const unless mutable. Its name is the enclosing function's,
// then `[lambda(params) (instance N)]`, N counting the body's lambdas with
// the same parameter types; mangled, Itanium's local entity. A function
// with a deduced result is reported after its full-expression's calls.
namespace n { struct S { void m(int q); }; }
struct P { int v; };
void h(int z, float w) {
  auto a = [] __attribute__((device)) (int x) { return x + 1; };
  auto b = [] __attribute__((device)) (float x) { return x + 1; };
  auto c = [] __attribute__((device)) (int x) -> int { return x + 2; };
  auto d = [] __attribute__((device)) (int x, const float &y) -> int { return x + 2; };
  { auto e = [] __attribute__((device)) (int x) -> int { return x + 3; }; e(1); }
  c(1); b(1.0f); d(1, 2.0f);
}
void n::S::m(int q) {
  auto a = [] __attribute__((device)) (int x) -> int { return x + 1; };
  auto k = [] (int x) { return x; };
  a(1);
  int r = k(2);
}
int g(int y) {
  auto a = [] __attribute__((device)) () { return 1; };
  auto b = [y] __attribute__((device)) () mutable -> int { return ++y; };
  auto c = [] __attribute__((device)) (P p, const P &q, P *r) -> int { return p.v; };
  auto hd = [] __attribute__((host)) __attribute__((device)) (int x) { return x; };
  P p{1};
  return a() + b() + c(p, p, &p) + hd(2);
}
__attribute__((device)) auto f(int x) { return x + 1; }
__attribute__((device)) int k(int x) { return x + 1; }
void named() { int a = f(1) + k(2); int b = k(1) + f(2); }
void ok() {
  auto l = [] (int x) { return x + 1; };
  int a = l(1);
  auto m = [] (int x) -> long { return x + 1; };
  long b = m(2);
  int c = [](float f) -> int { return (int)f; }(2.5f);
  auto mu = [a] () mutable -> int { return ++a; };
  int d = mu();
}
