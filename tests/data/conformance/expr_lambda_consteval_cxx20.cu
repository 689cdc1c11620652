// options: --c++20 --gnu_version=120200
// lambda-specifier consteval [expr.prim.lambda.general], [dcl.constexpr] (C++20): immediate
// lambdas, calls in constant-evaluated contexts, consteval with other specifiers and templates
constexpr auto sq = [](int n) consteval { return n * n; };
static_assert(sq(4) == 16);
constexpr int arr[sq(3)] = {};
static_assert(sizeof arr == 9 * sizeof(int));

auto cube = [](int n) consteval noexcept -> int { return n * n * n; };
static_assert(cube(3) == 27);

auto generic = []<class T>(T a, T b) consteval { return a < b ? b : a; };
static_assert(generic(3, 4) == 4 && generic(2.5, 1.5) == 2.5);

auto mutable_ce = [c = 0]() mutable consteval { return ++c; };

consteval int use_inside() {
  auto local = [](int x) consteval { return x + 1; };
  return local(1) + sq(2);
}
static_assert(use_inside() == 6);

template<int N> struct fixed { static constexpr int value = N; };
static_assert(fixed<sq(5)>::value == 25);
static_assert(fixed<[](int x) consteval { return x * 2; }(21)>::value == 42);

constexpr int runtime_ok(int x) {
  return x + sq(2);
}
int call(int y) { return runtime_ok(y) + cube(2); }

struct config { int width, height; };
struct config_factory {
  static constexpr auto make = [](int w) consteval { return config{w, w * 2}; };
};
constexpr config cfg = config_factory::make(8);
static_assert(cfg.height == 16);
