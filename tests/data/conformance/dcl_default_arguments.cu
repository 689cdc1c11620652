// parameter-declaration: ... declarator = initializer-clause  [dcl.fct.default]: defaults added in later
// redeclarations, defaults in member functions using members, braced defaults, defaults referring to
// earlier declarations, templates, function pointers params, default arguments of lambdas
struct options { int level = 1; bool verbose = false; };
int configure(int a, int b, int c = 3);
int configure(int a, int b = 2, int c);
int configure(int a, int b, int c) { return a + b + c; }
int with_struct(options o = {}) { return o.level; }
int with_braced(options o = {5, true}) { return o.level + o.verbose; }
int with_expr(int x = sizeof(long) * 2, int y = int{}) { return x + y; }
int with_fn(int (*f)(int) = nullptr, int v = 4) { return f ? f(v) : v; }
constexpr int base_value = 10;
int uses_global(int v = base_value + 1) { return v; }
struct widget {
  static constexpr int def = 7;
  int n = 1;
  int get(int k = def) const { return n + k; }
  int later(int a, int b = 1) const;
  widget(int v = 0, options o = options()) : n(v + o.level) {}
  template <class T = int> T conv(T v = T(3)) const { return v; }
};
int widget::later(int a, int b) const { return a * b; }
template <class T, int N = 4> T scaled(T v, T factor = T(N)) { return v * factor; }
template <class... Ts> int tail_default(int first, Ts... rest) { return first + sizeof...(rest); }
int main() {
  auto lam = [](int x = 5, int y = 6) { return x + y; };
  widget w;
  widget w2(1, {2, false});
  return configure(1) + with_struct() + with_braced() + with_expr() + with_fn() + uses_global() + w.get() + w.later(3)
       + w2.n + w.conv() + scaled(2) + scaled(1.0, 2.0) + tail_default(1) + lam() + lam(0) - 91;
}
