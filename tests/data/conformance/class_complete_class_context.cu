// complete-class context [class.mem]/7: function bodies, default arguments, noexcept-specifiers,
// default member initializers may use members declared later in the class
struct later_use {
  int get() const { return value_ + helper() + nested::k; }
  int with_default(int x = later_default()) const { return x; }
  void swap(later_use& o) noexcept(noexcept(o.helper())) { int t = value_; value_ = o.value_; o.value_ = t; }
  int init = value_init();
  auto deduced() const { return later_type{4}; }
  struct inner { int f(later_use& l) { return l.value_ + l.late_static; } };
  static int later_default() { return 5; }
  int helper() const noexcept { return 1; }
  int value_init() const { return 6; }
  struct nested { static constexpr int k = 2; };
  struct later_type { int v; };
  int value_ = 3;
  static const int late_static = 9;
};
template <class T>
struct tlater {
  T f() const { return g() + T(n); }
  T dflt(T a = T(d())) const { return a; }
  static constexpr T d() { return T(7); }
  T g() const { return T(1); }
  int n = 2;
};
int main() {
  later_use a, b;
  a.swap(b);
  later_use::inner in;
  tlater<long> tl;
  return a.get() + a.with_default() + a.init + a.deduced().v + in.f(a) + int(tl.f() + tl.dflt()) - 43;
}
