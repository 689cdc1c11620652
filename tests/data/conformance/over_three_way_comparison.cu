// options: --c++20 --gnu_version=120200
// operator<=> declared, defaulted and used through rewritten relational candidates
// [over.match.oper]/3.4, [class.spaceship]; comparison category types written by hand
namespace std {
struct strong_ordering {
  signed char v;
  static const strong_ordering less, equal, equivalent, greater;
  friend constexpr bool operator==(strong_ordering a, strong_ordering b) = default;
  friend constexpr bool operator==(strong_ordering a, decltype(nullptr)) { return a.v == 0; }
  friend constexpr bool operator<(strong_ordering a, decltype(nullptr)) { return a.v < 0; }
  friend constexpr bool operator>(strong_ordering a, decltype(nullptr)) { return a.v > 0; }
  friend constexpr bool operator<=(strong_ordering a, decltype(nullptr)) { return a.v <= 0; }
  friend constexpr bool operator>=(strong_ordering a, decltype(nullptr)) { return a.v >= 0; }
  friend constexpr bool operator<(decltype(nullptr), strong_ordering a) { return 0 < a.v; }
  friend constexpr bool operator>(decltype(nullptr), strong_ordering a) { return 0 > a.v; }
};
inline constexpr strong_ordering strong_ordering::less{-1}, strong_ordering::equal{0},
    strong_ordering::equivalent{0}, strong_ordering::greater{1};
}
struct version {
  int major, minor;
  constexpr std::strong_ordering operator<=>(const version& o) const {
    if (major != o.major) return major < o.major ? std::strong_ordering::less : std::strong_ordering::greater;
    if (minor != o.minor) return minor < o.minor ? std::strong_ordering::less : std::strong_ordering::greater;
    return std::strong_ordering::equal;
  }
  constexpr bool operator==(const version&) const = default;
};
constexpr version v1{1, 2}, v2{1, 3};
static_assert(v1 < v2 && v2 > v1 && v1 <= v1 && v2 >= v1 && v1 != v2 && v1 == v1);
static_assert((v1 <=> v2) < 0 && (v2 <=> v1) > 0 && (v1 <=> v1) == 0);
static_assert(v1.operator<=>(v2) == std::strong_ordering::less);
int main() { return (v1 <=> v2) < 0 ? 0 : 1; }
