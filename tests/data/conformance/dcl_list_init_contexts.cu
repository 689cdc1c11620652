// braced-init-list in every context [dcl.init.list]/1: return statements, function arguments,
// subscripts-free operator args, member initializers, new-expressions, default arguments,
// functional casts T{...}, assignment, conditional-free returns of nested braces, template arguments to
// deduced class types are not used (no CTAD here)
struct point { int x, y; };
struct segment { point a, b; };
struct vec { int n; constexpr vec(int a, int b) : n(a + b) {} constexpr vec(point p) : n(p.x * p.y) {} };
constexpr point make(int v) { return {v, v + 1}; }
constexpr segment seg() { return {{1, 2}, {3, 4}}; }
constexpr vec mk() { return {2, 3}; }
constexpr int len(segment s) { return (s.b.x - s.a.x) + (s.b.y - s.a.y); }
constexpr int area(vec v) { return v.n; }
constexpr int dflt(point p = {2, 3}) { return p.x * p.y; }
struct holder {
  point p;
  vec v;
  int arr[2];
  constexpr holder() : p{1, 2}, v{3, 4}, arr{5, 6} {}
  constexpr point get() const { return {p.y, p.x}; }
  constexpr holder& operator=(point q) { p = q; return *this; }
};
constexpr int assign() { holder h; h = {7, 8}; point q{}; q = {9, 10}; return h.p.x + q.y; }
constexpr int operator+(point a, point b) { return a.x + b.x; }
static_assert(make(1).y == 2 && seg().b.x == 3 && mk().n == 5, "");
static_assert(len({{0, 0}, {2, 2}}) == 4 && area({2, 3}) == 5 && area({point{2, 3}}) == 6 && dflt() == 6, "");
static_assert(holder{}.get().x == 2 && holder().v.n == 7 && assign() == 17, "");
static_assert(point{1, 2} + point{3, 4} == 4 && vec{1, 1}.n == 2, "");
int main() {
  point* p = new point{1, 2};
  int* arr = new int[3]{1, 2, 3};
  int r = p->y + arr[2] + len(segment{{0, 0}, {1, 1}});
  delete p; delete[] arr;
  return r - 7;
}
