// conditional-expression [expr.cond]: logical-or-expression ? expression : assignment-expression
// with throw in either branch, nested/chained conditionals, lvalue results, void operands,
// class / pointer / arithmetic conversions, and assignment in the third operand
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct error {};
struct base {};
struct derived : base {};

constexpr int checked_div(int a, int b) { return b != 0 ? a / b : throw error{}; }
constexpr int checked_pos(int a) { return a < 0 ? throw error{} : a; }
static_assert(checked_div(10, 2) == 5 && checked_pos(3) == 3);

constexpr int sign(int v) { return v < 0 ? -1 : v > 0 ? 1 : 0; }
static_assert(sign(-4) == -1 && sign(0) == 0 && sign(9) == 1);
constexpr int nested(bool a, bool b) { return a ? b ? 1 : 2 : b ? 3 : 4; }
static_assert(nested(true, true) == 1 && nested(true, false) == 2 && nested(false, true) == 3 && nested(false, false) == 4);

constexpr int lvalue_result() {
  int x = 1, y = 2;
  (x < y ? x : y) = 10;
  int& r = x > 5 ? x : y;
  r += 1;
  (true ? x : y)++;
  return x * 100 + y;
}
static_assert(lvalue_result() == 1202);

int g = 0;
void f_void();
void voids(bool c) { c ? f_void() : f_void(); c ? (void)0 : throw error{}; c ? throw 1 : throw 2; }
static_assert(is_same<decltype(true ? 1 : 2.0), double>::value && is_same<decltype(true ? 'a' : 1L), long>::value);
static_assert(is_same<decltype(true ? g : g), int&>::value && is_same<decltype(true ? g : 1), int>::value);
static_assert(is_same<decltype(true ? (derived*)0 : (base*)0), base*>::value);
static_assert(is_same<decltype(true ? nullptr : (int*)0), int*>::value);
static_assert(is_same<decltype(true ? throw 1 : g), int&>::value && is_same<decltype(true ? throw 1 : 2), int>::value);
static_assert(is_same<decltype(false ? derived{} : base{}), base>::value);
static_assert(is_same<decltype(true ? "ab" : "cde"), const char*>::value);

// assignment-expression as the third operand; comma needs parentheses in the second
constexpr int assign_in_branch(bool c) { int a = 0, b = 0; c ? a = 1 : b = 2; return a * 10 + b; }
static_assert(assign_in_branch(true) == 10 && assign_in_branch(false) == 2);
constexpr int comma_in_middle(bool c) { int a = 0; return c ? (a = 1, a + 1) : a; }
static_assert(comma_in_middle(true) == 2);
template<class T> constexpr T clamp(T v, T lo, T hi) { return v < lo ? lo : hi < v ? hi : v; }
static_assert(clamp(5, 0, 3) == 3 && clamp(-1, 0, 3) == 0 && clamp(2, 0, 3) == 2);
