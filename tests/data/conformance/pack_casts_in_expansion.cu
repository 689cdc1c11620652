// C++17 conformance: pack expansions
// [temp.variadic] [expr.cast] [expr.type.conv]: patterns that are casts: static_cast<Ts>(xs)...,
// Ts(xs)..., Ts{xs}..., (Ts)xs..., reinterpret_cast<const Ts*>(p)..., new Ts(xs)..., sizeof(Ts)...
template <class... Ts> struct tuple_ { };
constexpr int sum() { return 0; }
template <class T, class... Ts> constexpr long sum(T t, Ts... ts) { return long(t) + sum(ts...); }
template <class... Ts, class... Us> constexpr long named(Us... xs) { return sum(static_cast<Ts>(xs)...); }
template <class... Ts, class... Us> constexpr long functional(Us... xs) { return sum(Ts(xs)...); }
template <class... Ts, class... Us> constexpr long braced(Us... xs) { return sum(Ts{xs}...); }
template <class... Ts, class... Us> constexpr long cstyle(Us... xs) { return sum((Ts)xs...); }
template <class... Ts> constexpr long sizes() { return sum(sizeof(Ts)...); }
template <class... Ts> long reinterpret(const void* p) { return sum(*reinterpret_cast<const Ts*>(p)...); }
template <class... Ts, class... Us> long heap(Us... xs) {
  long total = 0;
  void* ptrs[] = {new Ts(xs)...};                                          // new-expressions in a braced list
  long vals[] = {long(*static_cast<Ts*>(ptrs[0]))...};
  total = vals[0];
  int i = 0;
  ((delete static_cast<Ts*>(ptrs[i++])), ...);
  return total;
}
template <class... Ts> constexpr long convert_all(Ts... xs) { return sum(static_cast<long>(xs)..., (short)1); }
template <class To, class... Ts> constexpr long same_target(Ts... xs) { return sum(static_cast<To>(xs)...); }   // fixed type, pack operands
struct meters { int v; constexpr explicit meters(int x) : v(x) {} constexpr operator long() const { return v; } };
static_assert(named<int, long>(1.5, 2.5) == 3);
static_assert(functional<int, meters>(1.9, 2) == 3);
static_assert(braced<long, meters>(1L, 2) == 3);
static_assert(cstyle<char, int>(65, 2.5) == 67);
static_assert(sizes<char, short>() == 3);
static_assert(convert_all(1, 2.0, 'a' - 'a') == 4 && same_target<int>(1.5, 2.5) == 3);
int main() { int v = 7; return int(reinterpret<int>(&v) + heap<int, long>(3, 4L)) - 10; }
