// options: --c++20 --gnu_version=120200
// explicit-specifier: explicit ( constant-expression )  [dcl.fct.spec]/4 (C++20)
// conditionally explicit constructors and conversion functions, as in pair/optional/span
template <class From, class To> struct is_convertible { static constexpr bool value = false; };
template <class T> struct is_convertible<T, T> { static constexpr bool value = true; };
template <> struct is_convertible<int, long> { static constexpr bool value = true; };
template <class T> struct wrapper {
  T value;
  template <class U>
  explicit(!is_convertible<U, T>::value) constexpr wrapper(U u) : value(static_cast<T>(u)) {}
  explicit(sizeof(T) > 4) constexpr operator T() const { return value; }
  explicit(false) wrapper(const char*) : value() {}
  explicit(true) wrapper(double*) : value() {}
};
template <class T1, class T2> struct pair {
  T1 first; T2 second;
  template <class U1, class U2>
  constexpr explicit(!is_convertible<U1, T1>::value || !is_convertible<U2, T2>::value)
  pair(U1 a, U2 b) : first(a), second(b) {}
};
constexpr bool flag = true;
struct tagged { explicit(flag) tagged(int) {} explicit(!flag) tagged(char) {} };
long implicit_use() {
  wrapper<long> w = 5;
  long v = static_cast<long>(wrapper<long>(short(3)));
  wrapper<int> wi = 2;
  int iv = wi;
  pair<long, long> p = {1, 2};
  pair<long, long> q(1.0, 2.0f);
  tagged t('c');
  tagged u(1);
  return w.value + v + iv + p.first + q.second;
}
int main() { return int(implicit_use()) - 13; }
