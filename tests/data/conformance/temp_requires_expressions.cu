// options: --c++20 --gnu_version=120200
// requires-expression: requires requirement-parameter-list(opt) requirement-body [expr.prim.req]
// simple-, type-, compound- (noexcept, return-type-requirement) and nested-requirements
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T, class U> concept same_as = is_same_v<T, U>;
template <class T> concept boolean_like = requires(T t) { t ? 1 : 0; };
template <class T>
concept container = requires(T c, const T cc, typename T::size_type n) {
  typename T::value_type;
  typename T::iterator;
  typename T::template rebind<int>;
  c.begin();
  cc.size();
  c[n];
  { c.size() } -> same_as<typename T::size_type>;
  { cc.empty() } noexcept -> boolean_like;
  { c.clear() } noexcept;
  { *c.begin() } -> same_as<typename T::value_type&>;
  requires sizeof(typename T::value_type) <= 8;
  requires same_as<decltype(c.data()), typename T::value_type*>;
};
struct vec {
  using value_type = int;
  using size_type = unsigned long;
  using iterator = int*;
  template <class U> using rebind = U;
  int d[2];
  int* begin() { return d; }
  int* data() { return d; }
  size_type size() const { return 2; }
  bool empty() const noexcept { return false; }
  void clear() noexcept {}
  int& operator[](size_type i) { return d[i]; }
};
struct not_vec { using value_type = int; };
constexpr bool has_plus = requires { 1 + 1; };
template <class T> constexpr bool streamable = requires(T a, T b) { a << b; a >> 1; };
template <class... Ts> constexpr bool all_default = requires { (Ts(), ...); };
template <class T> constexpr int choose() {
  if constexpr (requires(T t) { t.size(); }) return 1;
  else if constexpr (requires { typename T::value_type; }) return 2;
  else return 3;
}
static_assert(container<vec> && !container<not_vec> && !container<int>);
static_assert(has_plus && streamable<int> && !streamable<double> && all_default<int, vec>);
static_assert(choose<vec>() == 1 && choose<not_vec>() == 2 && choose<int>() == 3);
static_assert(requires(int* p) { { p[0] } -> same_as<int&>; { *p = 1 }; });
int main() { return choose<int>() - 3; }
