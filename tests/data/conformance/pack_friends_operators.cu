// [class.friend] [over.oper] [temp.variadic]: hidden friend operators of variadic class
// templates implemented with folds, variadic operator() and operator[] style accessors,
// comparison of two tuples with a pack of indices, and streaming with a binary fold
using size_t = decltype(sizeof 0);
template <size_t... Is> struct seq {};
template <size_t N, size_t... Is> struct mk : mk<N - 1, N - 1, Is...> {};
template <size_t... Is> struct mk<0, Is...> { using type = seq<Is...>; };
template <class... Ts> struct vec {
  int d[sizeof...(Ts) > 0 ? sizeof...(Ts) : 1];
  using idx = typename mk<sizeof...(Ts)>::type;
  template <size_t... Is> static constexpr bool eq(const vec& a, const vec& b, seq<Is...>) { return ((a.d[Is] == b.d[Is]) && ...); }
  template <size_t... Is> static constexpr vec add(const vec& a, const vec& b, seq<Is...>) { return {{(a.d[Is] + b.d[Is])...}}; }
  friend constexpr bool operator==(const vec& a, const vec& b) { return eq(a, b, idx{}); }
  friend constexpr bool operator!=(const vec& a, const vec& b) { return !(a == b); }
  friend constexpr vec operator+(const vec& a, const vec& b) { return add(a, b, idx{}); }
  template <class... Is> constexpr int operator()(Is... is) const { return (0 + ... + d[is]); }   // variadic call operator
};
struct out { int n = 0; constexpr out& operator<<(int v) { n = n * 10 + v; return *this; } };
template <class V, size_t... Is> constexpr out& stream(out& o, const V& v, seq<Is...>) { return (o << ... << v.d[Is]); }
template <class... Ts> constexpr out& operator<<(out& o, const vec<Ts...>& v) { return stream(o, v, typename mk<sizeof...(Ts)>::type{}); }
constexpr int run() {
  vec<int, int, int> a{{1, 2, 3}}, b{{1, 2, 3}};
  out o;
  o << (a + b);
  return (a == b) + (a != a + b) + a(0, 2) + o.n;
}
static_assert(run() == 2 + 4 + 246);
int main() { return run() - 252; }
