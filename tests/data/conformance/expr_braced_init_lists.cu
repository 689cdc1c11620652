// braced-init-list in expression contexts [dcl.init.list]/1: return { }, function arguments,
// T{...} temporaries, subscripts, assignments, default arguments, new-initializers, nested lists
struct point { int x, y; };
struct rect { point tl, br; };
struct span_like { const int* p; int n; };

constexpr point origin() { return {}; }
constexpr point make(int v) { return {v, v * 2}; }
constexpr rect unit() { return {{0, 0}, {1, 1}}; }
constexpr int area(rect r) { return (r.br.x - r.tl.x) * (r.br.y - r.tl.y); }
constexpr int sum(point p, point q = {1, 1}) { return p.x + p.y + q.x + q.y; }
constexpr int total(const int (&a)[3]) { return a[0] + a[1] + a[2]; }

static_assert(origin().x == 0 && make(3).y == 6 && area(unit()) == 1);
static_assert(area({{0, 0}, {2, 3}}) == 6 && area(rect{{1, 1}, {4, 2}}) == 3);
static_assert(sum({1, 2}) == 5 && sum({1, 2}, {3, 4}) == 10 && sum(point{}, {}) == 0);
static_assert(total({1, 2, 3}) == 6);
static_assert(point{1, 2}.y == 2 && rect{{}, {5, 5}}.br.x == 5);

template<class T> struct vec2 {
  T x, y;
  constexpr vec2 operator+(vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr T operator[](int i) const { return i ? y : x; }
};
static_assert((vec2<int>{1, 2} + vec2<int>{3, 4})[1] == 6);
static_assert((vec2<int>{1, 2}.operator+({10, 20})).x == 11);

constexpr int assign_and_compare() {
  point p{};
  p = {7, 8};
  rect r{};
  r = {p, {9, 10}};
  int arr[2][2] = {{1, 2}, {3, 4}};
  return p.x + r.br.y + arr[1][0];
}
static_assert(assign_and_compare() == 7 + 10 + 3);

constexpr int data[] = {4, 5, 6};
constexpr span_like sp{data, 3};
static_assert(sp.p[sp.n - 1] == 6);
point* alloc() { return new point{1, 2}; }
rect* alloc2() { return new rect{{1, 2}, {3, 4}}; }
template<class T> constexpr T value_init() { return T{}; }
static_assert(value_init<point>().y == 0 && value_init<int>() == 0);
template<class T, class... A> constexpr T make_braced(A... a) { return {a...}; }
static_assert(make_braced<point>(1, 2).y == 2 && make_braced<rect>(point{1, 1}, point{2, 2}).br.x == 2);
