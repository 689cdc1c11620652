// options: --c++20 --gnu_version=120200
// [dcl.init.general]/16.6.2.2 (C++20, P0960): parenthesized initialization of aggregates from an
// expression-list: classes with bases, arrays (including unknown bound), new-expressions, functional
// casts and emplace-style construction in templates, with no brace elision and no designators
struct point { int x; int y; };
struct point3 : point { int z; };
struct named { const char* name; int id = 7; };
template <class T, class... Args> constexpr T make(Args&&... args) { return T(static_cast<Args&&>(args)...); }
template <class T> struct optional_like {
  T value; bool engaged = false;
  template <class... Args> constexpr void emplace(Args... args) { value = T(args...); engaged = true; }
};
constexpr point p1(1, 2);
constexpr point p2(3);
constexpr point3 p3(point(1, 2), 3);
constexpr named n1("a");
constexpr int arr[](1, 2, 3);
constexpr int arr2[4](5, 6);
static_assert(p1.y == 2 && p2.y == 0 && p3.z == 3 && p3.x == 1 && n1.id == 7);
static_assert(sizeof(arr) == 3 * sizeof(int) && arr2[1] == 6 && arr2[3] == 0);
static_assert(make<point>(4, 5).x == 4 && point(6, 7).y == 7);
constexpr int use_optional() { optional_like<point> o{}; o.emplace(8, 9); return o.value.x + o.value.y; }
static_assert(use_optional() == 17);
int main() {
  point* hp = new point(1, 1);
  int* ha = new int[3](1, 2, 3);
  point local(2, 3);
  int r = hp->x + ha[2] + local.y;
  delete hp; delete[] ha;
  return r - 7;
}
