// conformance program dcl_trailing_return: valid C++17 accepted by the reference front end
// trailing-return-type: -> type-id  [dcl.fct]/2 with a placeholder auto: decltype of parameters,
// member functions defined out of class, templates, function pointers, lambdas, nested trailing returns
template <class T, class U> auto add(T t, U u) -> decltype(t + u) { return t + u; }
auto array_ref(int (&a)[3]) -> int (&)[3] { return a; }
auto fp_returner() -> int (*)(int);
int inc(int x) { return x + 1; }
auto fp_returner() -> int (*)(int) { return inc; }
auto nested() -> auto (*)() -> int { return [] { return 2; }; }
struct matrix {
  int v = 3;
  auto get() const -> int;
  auto ref() & -> int& { return v; }
  auto self() const noexcept -> const matrix& { return *this; }
  template <class T> auto scale(T t) const -> decltype(v * t);
  static auto make() -> matrix { return {}; }
  auto operator[](int i) const -> int { return v + i; }
  auto operator()(int a, int b) -> decltype(a * b) { return a * b; }
};
auto matrix::get() const -> int { return v; }
template <class T> auto matrix::scale(T t) const -> decltype(v * t) { return v * t; }
template <class C> auto begin_of(C& c) -> decltype(c.data()) { return c.data(); }
struct vec { int d[2] = {4, 5}; int* data() { return d; } };
auto (*fpp)(int) -> int = inc;
auto virtual_free() -> void {}
struct base { virtual auto f() const -> int { return 1; } virtual ~base() = default; };
struct derived : base { auto f() const -> int override { return 2; } };
int main() {
  int a[3] = {1, 2, 3};
  matrix m;
  vec v;
  derived d;
  const base& b = d;
  auto lam = [](int x) -> long { return x; };
  virtual_free();
  return int(add(1, 2.0)) + array_ref(a)[2] + fp_returner()(1) + nested()() + m.get() + m.ref() + m.self().v + int(m.scale(2L))
       + matrix::make().v + m[1] + m(2, 3) + *begin_of(v) + fpp(0) + b.f() + int(lam(1)) - 49;
}
