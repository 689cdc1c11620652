// immediately-invoked and nested lambda-expressions [expr.prim.lambda]: const initialisation
// via IIFE, lambdas returning lambdas, lambdas inside lambdas capturing enclosing captures
template<int N> struct table {
  int data[N];
};
constexpr auto squares = [] {
  table<8> t{};
  for (int i = 0; i < 8; ++i) t.data[i] = i * i;
  return t;
}();
static_assert(squares.data[7] == 49);

constexpr int classify(int x) {
  const int kind = [&] {
    if (x < 0) return -1;
    if (x == 0) return 0;
    return 1;
  }();
  return kind;
}
static_assert(classify(-5) == -1 && classify(0) == 0 && classify(9) == 1);

constexpr auto make_counter = [](int start) {
  return [count = start](int step) mutable {
    return [&count, step] { count += step; return count; }();
  };
};
constexpr int use_counter() {
  auto c = make_counter(10);
  c(1);
  return c(5);
}
static_assert(use_counter() == 16);

constexpr int depth() {
  int base = 1;
  return [=] { return [=] { return [=] { return base + 2; }() + 1; }() + 1; }();
}
static_assert(depth() == 5);

static_assert([](auto f) { return f(f, 5); }([](auto self, int n) -> int { return n ? n * self(self, n - 1) : 1; }) == 120);
static_assert([] { return [] { return 7; }; }()() == 7);
static_assert(([]() -> int { return 3; })() == 3);

int g() {
  int total = 0;
  [&total](int n) { for (int i = 0; i < n; ++i) [&] { total += i; }(); }(4);
  return total;
}
