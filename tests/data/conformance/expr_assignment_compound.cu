// assignment-expression [expr.ass]: = and every compound assignment operator (*= /= %= += -=
// >>= <<= &= ^= |=), right associativity, lvalue result, braced-init-list on the right side
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct point { int x, y; };
struct vec { int v[3]; };

constexpr int compound() {
  int a = 100;
  a *= 2; a /= 4; a %= 30; a += 7; a -= 2;
  unsigned b = 0xF0;
  b >>= 2; b <<= 1; b &= 0x70; b ^= 0x0F; b |= 0x100;
  return a * 1000 + int(b);
}
static_assert(compound() == 25000 + 0x17F);

constexpr int chained() {
  int a = 0, b = 0, c = 0;
  a = b = c = 4;
  a += b -= c *= 2;
  (a = 1) = 2;
  (b += 1) += 1;
  return a * 100 + b * 10 + c;
}
static_assert(chained() == 200 + (-2) * 10 + 8);

constexpr int braced() {
  int i = 0;
  i = {5};
  point p{};
  p = {1, 2};
  p = {};
  p = point{3, 4};
  vec v{};
  v = {{7, 8, 9}};
  double d = 0;
  d = {2.0};
  return i + p.x + p.y + v.v[2] + int(d);
}
static_assert(braced() == 5 + 3 + 4 + 9 + 2);

int g;
static_assert(is_same<decltype(g = 1), int&>::value && is_same<decltype(g += 1), int&>::value);
static_assert(is_same<decltype(g <<= 1), int&>::value);

struct counter {
  int n = 0;
  constexpr counter& operator+=(int k) { n += k; return *this; }
  constexpr counter& operator=(int k) { n = k; return *this; }
  constexpr counter& operator|=(const counter& o) { n |= o.n; return *this; }
};
constexpr int user_assign() { counter c; c = 3; (c += 2) += 1; c |= counter{8}; c = {}; c += {}; return c.n; }
static_assert(user_assign() == 0);
constexpr int ptrs() { int arr[4] = {1, 2, 3, 4}; int* p = arr; p += 3; p -= 1; return *p; }
static_assert(ptrs() == 3);
