// lambda-capture this and *this [expr.prim.lambda.capture]/2 (C++17), [=] implicitly
// capturing this, [&] and [=, *this], and member access through the captured object
struct accumulator {
  int total = 0;
  int step = 1;
  constexpr auto adder() { return [this](int x) { total += x * step; return total; }; }
  constexpr auto snapshot() const { return [*this] { return total; }; }
  constexpr auto copy_then_modify() { return [*this]() mutable { total += 100; return total; }; }
  constexpr auto implicit_ref() { return [&] { return ++total; }; }
  constexpr auto mixed() { return [&, this] { return total + step; }; }
  constexpr auto copy_star_this() { return [=, *this] { return total * 2; }; }
  constexpr auto nested() { return [this] { return [this] { return step; }(); }; }
};

constexpr int run() {
  accumulator a;
  a.step = 2;
  auto add = a.adder();
  add(3);
  auto snap = a.snapshot();
  add(1);
  auto cm = a.copy_then_modify();
  int r1 = cm();
  int r2 = snap();
  int r3 = a.implicit_ref()();
  return r1 * 1000 + r2 * 100 + r3 * 10 + a.mixed()() - a.copy_star_this()() + a.nested()();
}
static_assert(run() == 108000 + 600 + 90 + 11 - 18 + 2);

template<class T> struct node {
  T value;
  node* next;
  template<class F> constexpr void for_each(F f) const {
    auto visit = [this, &f](auto&& self, const node* n) -> void { if (n) { f(n->value); self(self, n->next); } };
    visit(visit, this);
  }
};
constexpr int sum_list() {
  node<int> c{3, nullptr}, b{2, &c}, a{1, &b};
  int s = 0;
  a.for_each([&s](int v) { s += v; });
  return s;
}
static_assert(sum_list() == 6);
