// options: --c++20 --gnu_version=120200
// explicit-specifier: explicit ( constant-expression ) [dcl.fct.spec]
// conditionally explicit constructors and conversion functions (C++20), as in pair/optional
template <class T, class U> constexpr bool is_convertible_v = __is_convertible_to(T, U);
template <class T1, class T2>
struct pair {
  T1 first;
  T2 second;
  template <class U1, class U2>
  explicit(!is_convertible_v<U1, T1> || !is_convertible_v<U2, T2>)
  constexpr pair(U1&& a, U2&& b) : first(static_cast<U1&&>(a)), second(static_cast<U2&&>(b)) {}
};
struct only_explicit { explicit only_explicit(int) {} };
template <class T>
struct optional {
  T v;
  template <class U = T> explicit(!is_convertible_v<U, T>) constexpr optional(U&& u) : v(static_cast<U&&>(u)) {}
  explicit(sizeof(T) > 4) operator T() const { return v; }
};
struct widget {
  explicit(true) widget(int) {}
  explicit(false) widget(double) {}
  explicit(1 + 1 == 3) operator bool() const { return true; }
};
pair<int, long> make() { return {1, 2L}; }
int main() {
  pair<int, double> p = {1, 2.0};
  pair<only_explicit, int> q(1, 2);
  optional<int> o = 3;
  optional<only_explicit> oe(4);
  int i = o;
  optional<long long> ol(5LL);
  long long ll = static_cast<long long>(ol);
  widget w1(1);
  widget w2 = 2.0;
  bool b = w2;
  (void)q; (void)oe; (void)w1;
  return p.first + make().first + i + int(ll) + b - 11;
}
