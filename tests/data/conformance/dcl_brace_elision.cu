// conformance program dcl_brace_elision: valid C++17 accepted by the reference front end
// [dcl.init.aggr]/16 brace elision: initializer-clauses for nested aggregates and arrays without their
// own braces, std::array-style wrappers, multidimensional arrays flattened, partial elision
struct point { int x, y; };
struct line { point a, b; };
template <class T, int N> struct array { T data[N]; };
struct inner { int v[2]; };
struct outer { inner in; int tail; };
constexpr line l1 = {1, 2, 3, 4};
constexpr line l2 = {{1, 2}, 3, 4};
constexpr int grid[2][3] = {1, 2, 3, 4, 5, 6};
constexpr int partial[2][3] = {{1}, 4, 5};
constexpr array<int, 4> arr = {1, 2, 3, 4};
constexpr array<point, 2> pts = {1, 2, 3, 4};
constexpr array<point, 2> pts2 = {{{1, 2}, {3, 4}}};
constexpr outer o = {1, 2, 3};
constexpr outer o2 = {{1, 2}, 3};
constexpr outer o3 = {{{1, 2}}, 3};
constexpr point ptab[3] = {1, 2, {3, 4}, 5};
constexpr array<array<int, 2>, 2> nested = {1, 2, 3, 4};
static_assert(l1.b.x == 3 && l2.b.y == 4, "");
static_assert(grid[1][0] == 4 && partial[0][1] == 0 && partial[1][0] == 4 && partial[1][1] == 5, "");
static_assert(arr.data[3] == 4 && pts.data[1].x == 3 && pts2.data[0].y == 2, "");
static_assert(o.tail == 3 && o2.in.v[1] == 2 && o3.tail == 3, "");
static_assert(ptab[1].x == 3 && ptab[2].x == 5 && ptab[2].y == 0 && nested.data[1].data[0] == 3, "");
template <class T> constexpr T first(const array<T, 3>& a) { return a.data[0]; }
static_assert(first<int>({9, 8, 7}) == 9, "");
int main() { array<double, 2> local = {1.0, 2.0}; return int(local.data[1]) - 2; }
