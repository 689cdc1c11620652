// conversion to pointer/reference to function: surrogate call functions [over.call.object]/2
// call through an object whose class converts to function pointer; captureless lambdas
using unary_fn = int (*)(int);
using binary_fn = int (&)(int, int);
int twice(int x) { return 2 * x; }
int add(int a, int b) { return a + b; }
struct callback {
  operator unary_fn() const { return &twice; }
};
struct both {
  operator unary_fn() const { return &twice; }
  operator binary_fn() const { return add; }
};
struct direct_wins {
  int operator()(int) const { return 100; }
  operator unary_fn() const { return &twice; }
};
template <class R, class... A>
struct fn_ref {
  R (*p)(A...);
  operator decltype(p)() const { return p; }
};
struct noexcept_fn {
  using fp = int (*)(int) noexcept;
  static int impl(int x) noexcept { return x + 1; }
  operator fp() const noexcept { return &impl; }
};
int main() {
  callback cb;
  both b;
  direct_wins dw;
  fn_ref<int, int, int> fr{add};
  noexcept_fn nf;
  auto lam = [](int x) { return x * 3; };
  unary_fn from_lambda = lam;
  unary_fn via_plus = +[](int x) { return x - 1; };
  int (*via_conv)(int) = lam.operator unary_fn();
  return cb(1) + b(2) + b(1, 2) + dw(0) + fr(3, 4) + nf(5) + from_lambda(1) + via_plus(1) + via_conv(1) - 131;
}
