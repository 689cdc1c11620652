// options: --c++20 --gnu_version=120200
// [expr.prim.req] requires-expressions as conditions of if constexpr, in static_assert, in
// constexpr variables: simple, type, compound (with -> type-constraint) and nested requirements
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T, class U> concept same_as = same_v<T, U>;
template <class T> concept integral = same_v<T, int> || same_v<T, long>;
struct sized { constexpr int size() const { return 3; } using value_type = int; int data[3]; };
struct named { static constexpr const char* name = "n"; };
template <class T> constexpr int describe(const T& t) {
  if constexpr (requires { t.size(); }) {
    return t.size();
  } else if constexpr (requires { typename T::value_type; T::name; }) {
    return 100;
  } else if constexpr (requires(T a, T b) { { a + b } -> same_as<T>; requires integral<T>; }) {
    return int(t) * 2;
  } else if constexpr (requires { { T::name } noexcept; }) {
    return 50;
  } else {
    return -1;
  }
}
template <class T> constexpr bool has_value_type = requires { typename T::value_type; };
template <class T> constexpr bool indexable = requires(T& t, int i) { t.data[i]; { t.size() } -> integral; };
static_assert(describe(sized{}) == 3);
static_assert(describe(4) == 8);
static_assert(describe(named{}) == 50);
static_assert(describe(1.5) == -1);
static_assert(has_value_type<sized> && !has_value_type<int>);
static_assert(indexable<sized> && !indexable<named>);
static_assert(requires { sizeof(int); });
int main() {
  constexpr bool b = requires(int x) { ++x; x++; };
  if constexpr (b && requires { sized{}.data[0]; }) return 0;
  return 1;
}
