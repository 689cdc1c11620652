// options: --c++20 --gnu_version=120200
// [expr.spaceship] [class.compare.default] [over.match.oper]: the <=> token in expressions
// (precedence between shift and relational), defaulted and user operator<=>, rewritten
// comparisons, operator<=> named explicitly, and <=> near template-argument lists
namespace std {
  template <class C> struct cmp_base {
    int v;
    friend constexpr bool operator==(C a, C b) { return a.v == b.v; }
    friend constexpr bool operator==(C a, int) { return a.v == 0; }
    friend constexpr bool operator<(C a, int) { return a.v < 0; }
    friend constexpr bool operator>(C a, int) { return a.v > 0; }
    friend constexpr bool operator<=(C a, int) { return a.v <= 0; }
    friend constexpr bool operator>=(C a, int) { return a.v >= 0; }
    friend constexpr bool operator<(int, C b) { return 0 < b.v; }
    friend constexpr bool operator>(int, C b) { return 0 > b.v; }
  };
  struct partial_ordering : cmp_base<partial_ordering> { static const partial_ordering less, equivalent, greater, unordered; };
  struct weak_ordering : cmp_base<weak_ordering> {
    static const weak_ordering less, equivalent, greater;
    constexpr operator partial_ordering() const { return {v}; }
  };
  struct strong_ordering : cmp_base<strong_ordering> {
    static const strong_ordering less, equal, equivalent, greater;
    constexpr operator weak_ordering() const { return {v}; }
    constexpr operator partial_ordering() const { return {v}; }
  };
  inline constexpr partial_ordering partial_ordering::less{-1}, partial_ordering::equivalent{0}, partial_ordering::greater{1}, partial_ordering::unordered{2};
  inline constexpr weak_ordering weak_ordering::less{-1}, weak_ordering::equivalent{0}, weak_ordering::greater{1};
  inline constexpr strong_ordering strong_ordering::less{-1}, strong_ordering::equal{0}, strong_ordering::equivalent{0}, strong_ordering::greater{1};
}
struct version {
  int major, minor;
  auto operator<=>(const version&) const = default;
  bool operator==(const version&) const = default;
};
struct money {
  long cents;
  constexpr std::strong_ordering operator<=>(const money& o) const {
    return cents < o.cents ? std::strong_ordering::less : cents > o.cents ? std::strong_ordering::greater : std::strong_ordering::equal;
  }
  constexpr bool operator==(const money& o) const { return cents == o.cents; }
};
template <int N> struct int_ { static constexpr int value = N; };
constexpr bool checks() {
  version a{1, 2}, b{1, 3};
  money m{5}, n{7};
  bool r = (a <=> b) < 0;
  r = r && a < b && b > a && a <= b && !(a >= b) && a != b;             // rewritten from <=>
  r = r && (m <=> n) < 0 && m < n && n >= m && (0 < (n <=> m));
  r = r && m.operator<=>(n) < 0;                                         // explicit operator name
  r = r && ((1 <=> 2) < 0) && (2 <=> 1) > 0 && (3 <=> 3) == 0;           // built-in <=>
  r = r && (1 << 2 <=> 4) == 0;                                          // << binds tighter than <=>
  r = r && int_<(1 < 2)>::value == 1;
  return r;
}
static_assert(checks());
int main() { return checks() ? 0 : 1; }
