// options: --c++20 --gnu_version=120200
// [dcl.fct.spec] explicit-specifier: explicit ( constant-expression ) on constructors,
// conversion functions and deduction guides, with dependent conditions (pair/optional style)
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class To> void accept(To);
template <class From, class To> constexpr bool convertible_v = requires(From f) { accept<To>(f); };
template <class T> struct wrapper {
  T value;
  template <class U> explicit(!convertible_v<U, T>) constexpr wrapper(U u) : value(T(u)) {}
  explicit(false) constexpr wrapper() : value() {}
  explicit(sizeof(T) > 4) constexpr operator long() const { return long(value); }
  explicit(true) constexpr operator bool() const { return value != T(); }
};
struct meters { double v; explicit constexpr meters(double x) : v(x) {} constexpr operator double() const { return v; } };
template <class A, class B> struct pair_ {
  A first; B second;
  template <class U1, class U2>
  explicit(!convertible_v<U1, A> || !convertible_v<U2, B>)
  constexpr pair_(U1 a, U2 b) : first(A(a)), second(B(b)) {}
};
template <class T> struct box { T t; explicit(false) box(T v) : t(v) {} };
template <class T> explicit(same_v<T, const char*>) box(T) -> box<T>;
constexpr wrapper<int> implicit_w = 3;                     // int -> int: implicit
constexpr wrapper<meters> explicit_w(2.0);                 // double -> meters needs explicit
constexpr pair_<int, long> p1 = {1, 2};                    // implicit
constexpr pair_<int, meters> p2(1, 2.5);                   // explicit
constexpr long l = implicit_w;                             // sizeof(int) <= 4: implicit conversion
constexpr long l2 = long(wrapper<long long>(5));           // explicit conversion needed
int main() {
  wrapper<int> d = {};
  box b = 3;
  box c("x");
  if (implicit_w) return int(l) + int(l2) + p1.first + int(p2.second.v) + d.value + b.t - 13 + (c.t[0] != 'x');
  return 1;
}
