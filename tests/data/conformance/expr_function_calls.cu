// postfix-expression ( expression-list opt ) [expr.call]: calls through names, pointers,
// references, member pointers, function objects, default and variadic arguments, braced args
struct point { int x, y; };
constexpr int f0() { return 1; }
constexpr int f2(int a, int b = 10) { return a + b; }
constexpr int fp(point p) { return p.x * p.y; }
constexpr int fv(int n, ...) { return n; }
template<class... Ts> constexpr int fpack(Ts... ts) { return (0 + ... + ts); }

static_assert(f0() == 1 && f2(1) == 11 && f2(1, 2) == 3);
static_assert(fp({3, 4}) == 12 && fp(point{2, 5}) == 10);
static_assert(fv(3, 1.0, "x", nullptr) == 3);
static_assert(fpack() == 0 && fpack(1, 2, 3) == 6);

constexpr int (*pf)(int, int) = f2;
constexpr int (&rf)(int, int) = f2;
static_assert(pf(1, 2) == 3 && (*pf)(1, 2) == 3 && rf(2, 2) == 4 && (**pf)(0, 0) == 0);

struct calc {
  int base;
  constexpr int add(int v) const { return base + v; }
  constexpr int operator()(int v) const { return base * v; }
  static constexpr int stat(int v) { return -v; }
};
constexpr calc c{5};
constexpr int (calc::*pm)(int) const = &calc::add;
static_assert(c.add(1) == 6 && c(2) == 10 && (c.*pm)(3) == 8 && calc::stat(4) == -4 && c.stat(4) == -4);
static_assert((&c)->add(0) == 5 && ((&c)->*pm)(0) == 5);
static_assert(calc{2}(3) == 6 && calc{1}.operator()(7) == 7);

// calls whose callee is itself a call or a conditional
constexpr auto get_fn(bool b) { return b ? f0 : +[] { return 2; }; }
static_assert(get_fn(true)() == 1 && get_fn(false)() == 2);
static_assert((true ? f0 : f0)() == 1);
constexpr int (*table[])(int, int) = {f2, [](int a, int b) { return a * b; }};
static_assert(table[1](3, 4) == 12);

// argument-dependent lookup and calls to templates with explicit arguments
namespace geo { struct vec { int x; }; constexpr int norm(vec v) { return v.x < 0 ? -v.x : v.x; } }
static_assert(norm(geo::vec{-3}) == 3);
template<class T> constexpr T conv(int v) { return T(v); }
static_assert(conv<long>(5) == 5L);
