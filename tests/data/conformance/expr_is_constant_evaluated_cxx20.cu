// options: --c++20 --gnu_version=120200
// manifestly constant-evaluated contexts [expr.const]/14 (C++20): __builtin_is_constant_evaluated()
// (what std::is_constant_evaluated wraps) in constexpr / constinit / template arguments / if
namespace std { constexpr bool is_constant_evaluated() noexcept { return __builtin_is_constant_evaluated(); } }
constexpr int which() { return std::is_constant_evaluated() ? 1 : 2; }
constexpr int a = which();
static_assert(a == 1 && which() == 1);
constinit int b = which();
template<int N> struct int_c { static constexpr int value = N; };
static_assert(int_c<which()>::value == 1);
int runtime_use() { int r = which(); return r; }

constexpr double power(double b, int e) {
  if (std::is_constant_evaluated()) {
    double r = 1;
    for (int i = 0; i < e; ++i) r *= b;
    return r;
  } else {
    return e == 0 ? 1.0 : b * power(b, e - 1);
  }
}
static_assert(power(2.0, 10) == 1024.0);
constexpr int arr[which() + 1] = {};
static_assert(sizeof arr == 2 * sizeof(int));

consteval int only_compile_time(int v) { return v * 3; }
constexpr int mixed(int v) {
  if (__builtin_is_constant_evaluated()) return v + 1;
  return v;
}
static_assert(mixed(1) == 2 && only_compile_time(mixed(2)) == 9);
struct S { int v = which(); static constexpr int sv = which(); };
static_assert(S::sv == 1 && S{}.v == 1);
