// options: --c++20 --gnu_version=120200
// decl-specifier consteval [dcl.constexpr]/2 (C++20): immediate functions, member functions,
// constructors, calls from other immediate functions and in constant-evaluated contexts
consteval int sq(int n) { return n * n; }
consteval int sum_sq(int a, int b) { return sq(a) + sq(b); }
struct fixed {
  int raw;
  consteval fixed(int whole) : raw(whole << 8) {}
  consteval int whole() const { return raw >> 8; }
  static consteval fixed one() { return fixed(1); }
};
template <class T> consteval T twice(T v) { return v + v; }
template <int N> struct buf { char data[N]; };
constexpr int use_in_constexpr() { return sq(3) + 1; }
struct literal_checker {
  const char* s;
  consteval literal_checker(const char* p) : s(p) {
    for (const char* q = p; *q; ++q)
      if (*q == '%') throw "bad";
  }
};
void log(literal_checker) {}
int main() {
  constexpr int a = sq(4);
  int b = sum_sq(1, 2);
  constexpr fixed f = fixed::one();
  buf<sq(2)> bb{};
  static_assert(fixed(3).whole() == 3 && twice(2.5) == 5.0);
  log("no percent here");
  auto l = [](int x) consteval { return x + 1; };
  return a + b + f.whole() + sizeof(bb) + use_in_constexpr() + l(1) - 38;
}
