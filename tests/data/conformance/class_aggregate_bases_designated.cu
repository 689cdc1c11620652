// options: --c++20 --gnu_version=120200
// aggregates with base classes (C++17) [dcl.init.aggr] and designated-initializer-list (C++20)
// designator: . identifier; brace elision; nested designated init
struct base { int id; };
struct extra_base { double w = 1.5; };
struct derived : base, extra_base { int a; int b = 10; };
struct config {
  int threads = 1;
  bool verbose = false;
  const char* name = "default";
  struct { int x, y; } grid{1, 1};
  double ratio = 0.5;
};
template <class T, int N> struct array { T elems[N]; constexpr T operator[](int i) const { return elems[i]; } };
template <class K, class V> struct kv { K key; V value; };
struct with_union { int tag; union { int i; float f; } u; };
constexpr array<int, 3> arr = {1, 2, 3};
constexpr array<int, 3> elided = {{4, 5, 6}};
static_assert(arr[2] == 3 && elided[0] == 4);
int main() {
  derived d{{1}, {2.0}, 3};
  derived d2{{5}, {}, 6, 7};
  config c{.threads = 4, .name = "run", .grid = {.x = 2, .y = 3}};
  config c2{.verbose = true, .ratio = 1.0};
  config c3 = {.grid{5, 6}};
  kv<int, const char*> e{.key = 1, .value = "one"};
  with_union wu{.tag = 1, .u = {.f = 2.0f}};
  array<kv<int, int>, 2> pairs{{{1, 2}, {3, 4}}};
  return d.id + d.a + d.b + d2.id + d2.b + c.threads + c.grid.y + c2.verbose + c3.grid.x + e.key + wu.tag +
         int(wu.u.f) + pairs[1].value + int(d.w) - 58;
}
