// operator lookup [over.match.oper]/3: member, non-member (unqualified + ADL) and built-in
// candidates; hidden friends, operators in associated namespaces of template arguments and bases
namespace geo {
struct vec { int x, y; };
constexpr vec operator+(vec a, vec b) { return {a.x + b.x, a.y + b.y}; }
namespace detail { struct tag {}; constexpr int operator*(tag, int v) { return v * 3; } }
template <class T> struct wrapper { T t; };
}
namespace algo {
template <class T> constexpr T sum3(T a, T b, T c) { return a + b + c; }
template <class T, class U> constexpr auto scale(T t, U u) { return t * u; }
}
namespace base_ns { struct base {}; constexpr int operator~(const base&) { return 42; } }
struct derived : base_ns::base {};
namespace tmpl_ns { struct marker {}; template <class T> constexpr int operator-(const geo::wrapper<T>&, int v) { return -v; } }
struct member_vs_free {
  constexpr int operator<(const member_vs_free&) const { return 1; }
};
constexpr int operator<(const member_vs_free&, int) { return 2; }
struct converts { constexpr operator int() const { return 5; } };
namespace hidden {
struct token {
  int v;
  friend constexpr token operator|(token a, token b) { return {a.v | b.v}; }
  friend constexpr bool operator!(token t) { return t.v == 0; }
};
}
constexpr geo::vec a{1, 2}, b{3, 4};
static_assert(algo::sum3(a, b, a).y == 8, "");
static_assert(algo::scale(geo::detail::tag{}, 2) == 6, "");
static_assert(~derived{} == 42, "");
static_assert(geo::wrapper<tmpl_ns::marker>{} - 3 == -3, "");
static_assert((member_vs_free{} < member_vs_free{}) == 1 && (member_vs_free{} < 0) == 2, "");
static_assert(converts{} + converts{} == 10 && -converts{} == -5, "");
static_assert((hidden::token{1} | hidden::token{2}).v == 3 && !hidden::token{0}, "");
int main() { return (a + b).x - 4; }
