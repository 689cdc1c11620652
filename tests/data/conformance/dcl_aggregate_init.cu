// [dcl.init.aggr]: aggregate initialization of arrays, structs, nested aggregates, aggregates with
// base classes (C++17), default member initializers, fewer initializers than members, unions (first
// member), string-literal members, arrays of aggregates, aggregates in templates
struct point { int x, y; };
struct rect { point tl, br; };
struct named { const char* name; int id = 7; point where{1, 1}; };
struct base { int b; };
struct derived : base { int d; };
struct multi : base, point { int m; };
union number { int i; float f; };
struct with_union { int tag; number n; };
struct arrays { int a[3]; char s[4]; point ps[2]; };
template <class T, int N> struct array { T elems[N]; constexpr T operator[](int i) const { return elems[i]; } };
constexpr rect r1 = {{1, 2}, {3, 4}};
constexpr rect r2{{5}, {}};
constexpr named n1 = {"a"};
constexpr named n2{"b", 2, {3, 4}};
constexpr derived d1 = {{10}, 20};
constexpr derived d2{{}, 5};
constexpr multi m1 = {{1}, {2, 3}, 4};
constexpr number num = {42};
constexpr with_union wu = {1, {2}};
constexpr arrays ar = {{1, 2, 3}, "abc", {{1, 2}, {3, 4}}};
constexpr array<int, 3> a3 = {{7, 8, 9}};
constexpr array<point, 2> ap = {{{1, 2}, {3, 4}}};
constexpr point pts[] = {{1, 2}, {3, 4}, {5, 6}};
static_assert(r1.br.y == 4 && r2.tl.x == 5 && r2.tl.y == 0 && r2.br.x == 0, "");
static_assert(n1.id == 7 && n1.where.y == 1 && n2.where.x == 3, "");
static_assert(d1.b == 10 && d1.d == 20 && d2.b == 0 && m1.b + m1.x + m1.y + m1.m == 10, "");
static_assert(num.i == 42 && wu.n.i == 2 && ar.s[2] == 'c' && ar.ps[1].x == 3, "");
static_assert(a3[2] == 9 && ap[1].y == 4 && sizeof(pts) == 3 * sizeof(point), "");
int main() { return r1.tl.x - 1; }
