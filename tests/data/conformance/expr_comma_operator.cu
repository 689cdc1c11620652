// comma operator expression , assignment-expression [expr.comma]: sequencing, result is the
// right operand with its value category, comma vs argument separator, overloaded operator,
// comma in for-loops, array bounds and template arguments needing parentheses
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
template<int N> struct int_c { static constexpr int value = N; };

constexpr int seq() {
  int a = 1, b = 2;
  int c = (a += 10, b += a, a + b);
  return c;
}
static_assert(seq() == 24);
int g;
static_assert(is_same<decltype((1, g)), int&>::value && is_same<decltype((g, 1)), int>::value);
static_assert((void(1), void(), 3) == 3);

constexpr int f(int a, int b) { return a * 10 + b; }
static_assert(f((void(1), 2), 3) == 23);
static_assert(int_c<(void(), 7)>::value == 7);
constexpr int bounds[(void(0), 4)] = {};
static_assert(sizeof bounds == 4 * sizeof(int));

constexpr int loops() {
  int s = 0;
  for (int i = 0, j = 10; i < j; ++i, --j) s += j - i;
  return s;
}
static_assert(loops() == 10 + 8 + 6 + 4 + 2);

struct sequence {
  int items[4]{};
  int n = 0;
  constexpr sequence& operator,(int v) { items[n++] = v; return *this; }
};
constexpr int builder() { sequence s; (s, 1, 2, 3); return s.n * 100 + s.items[2]; }
static_assert(builder() == 303);

// void() as an operand, as used to defeat overloaded commas in generic code
template<class... Fs> constexpr int call_all(Fs... fs) { int n = 0; ((void(fs()), ++n), ...); return n; }
static_assert(call_all([] { return sequence{}; }, [] { return 1; }) == 2);
template<class T> constexpr auto first_valid(T t) -> decltype(void(t.size()), 1) { return 1; }
template<class T> constexpr auto first_valid(T) -> decltype(void(), 2) { return 2; }
struct sized { int size() const; };
static_assert(first_valid(0) == 2);
