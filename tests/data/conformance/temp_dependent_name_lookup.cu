// name binding in templates [temp.res], [temp.dep.candidate]: non-dependent names bound at
// definition, dependent calls resolved by ADL at instantiation, dependent operators, two-phase
namespace lib {
struct widget { int v; };
constexpr int describe(const widget& w) { return w.v; }
constexpr widget operator+(widget a, widget b) { return {a.v + b.v}; }
template <class T> struct box { T t; };
template <class T> constexpr int describe(const box<T>& b) { return 100 + describe(b.t); }
}
constexpr int helper(double) { return 1; }
template <class T> constexpr int call_helper(T) { return helper(1); }
constexpr int helper(int) { return 2; }
template <class T> constexpr int call_describe(const T& t) { return describe(t); }
template <class T> constexpr T add(T a, T b) { return a + b; }
template <class T> constexpr int call_swap_like(T& a) { using lib::describe; return describe(a); }
namespace other { struct token {}; }
template <class T> constexpr int late_bound(T t) { return late(t); }
namespace other { constexpr int late(token) { return 9; } }
template <class T>
struct base { constexpr int f() const { return 1; } using type = int; };
constexpr int f() { return 2; }
template <class T>
struct derived : base<T> {
  constexpr int unqualified() const { return f(); }
  constexpr int qualified() const { return this->f(); }
};
template <class T>
struct uses_member_type {
  typename base<T>::type value = 3;
  static constexpr int size = sizeof(typename base<T>::type);
};
static_assert(call_helper(0) == 1);
static_assert(call_describe(lib::widget{4}) == 4 && call_describe(lib::box<lib::widget>{{5}}) == 105);
static_assert(add(lib::widget{1}, lib::widget{2}).v == 3);
static_assert(late_bound(other::token{}) == 9);
static_assert(derived<int>{}.unqualified() == 2 && derived<int>{}.qualified() == 1);
static_assert(uses_member_type<char>{}.value == 3 && uses_member_type<char>::size == 4);
int main() { lib::widget w{7}; return call_swap_like(w) - 7; }
