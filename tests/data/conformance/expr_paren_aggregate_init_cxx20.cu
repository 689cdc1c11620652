// options: --c++20 --gnu_version=120200
// parenthesized aggregate initialization [dcl.init.general]/16.6.2.2 (C++20, P0960) in expressions:
// T(args) for aggregates and arrays, in new-expressions, templates (make_unique-style), casts
struct point { int x, y; };
struct rect { point tl; point br; int tag = 9; };
struct base { int b; };
struct derived : base { int d; };

static_assert(point(1, 2).y == 2 && point(1).y == 0);
static_assert(rect(point(1, 1), point(2, 2)).tag == 9);
static_assert(rect(point(0, 0), point(3, 4), 5).tag == 5);
static_assert(derived(base(1), 2).b == 1 && derived({3}, 4).d == 4);
static_assert(static_cast<point>(point(5, 6)).x == 5);

template<class T, class... A> constexpr T make(A... a) { return T(a...); }
static_assert(make<point>(7, 8).x == 7 && make<rect>(point(), point(1, 1)).br.y == 1);
template<class T, class... A> T* make_new(A... a) { return new T(a...); }
point* p = make_new<point>(1, 2);
int (*arr)[3] = new int[1][3];

constexpr int local_arrays() {
  int a[3](1, 2, 3);
  int b[](4, 5);
  point c(9);
  return a[2] + b[1] + c.x + int(sizeof b / sizeof b[0]);
}
static_assert(local_arrays() == 3 + 5 + 9 + 2);

template<class T> struct wrapper { T value; int extra; };
static_assert(wrapper<int>(1, 2).extra == 2 && wrapper<point>(point(1, 1)).value.y == 1);
using pair_t = point;
constexpr pair_t pt = pair_t(3, 4);
static_assert(pt.x * pt.y == 12);
