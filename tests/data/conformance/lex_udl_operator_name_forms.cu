// literal-operator-id [over.literal]: operator string-literal identifier (with whitespace,
// deprecated but valid) and operator user-defined-string-literal; use as id-expressions
using size_t = decltype(sizeof 0);
namespace units {
  struct meters { double v; };
  inline namespace literals {
    constexpr meters operator"" _m(long double v) { return {static_cast<double>(v)}; }
    constexpr meters operator""_km(long double v) { return {static_cast<double>(v) * 1000}; }
    constexpr meters operator"" _m(unsigned long long v) { return {static_cast<double>(v)}; }
    constexpr meters operator""_km(unsigned long long v) { return {static_cast<double>(v) * 1000}; }
  }
}

using namespace units::literals;
static_assert(1.5_km .v == 1500.0 && 3_m .v == 3.0);

// explicit calls by literal-operator-id, qualified and unqualified, both spellings
static_assert(operator""_km(2.0L).v == 2000.0);
static_assert(operator"" _km(2ULL).v == 2000.0);
static_assert(units::operator""_m(4ULL).v == 4.0);
static_assert(units::literals::operator"" _m(0.5L).v == 0.5);

// address of a literal operator
constexpr units::meters (*pm)(long double) = &operator""_m;
static_assert(pm(1.0L).v == 1.0);
constexpr auto pkm = static_cast<units::meters (*)(long double)>(&units::literals::operator"" _km);
static_assert(pkm(0.25L).v == 250.0);

struct vec { double x; };
struct literal_holder {
  friend constexpr vec operator""_x(long double v);
};
constexpr vec operator""_x(long double v) { return {static_cast<double>(v)}; }
static_assert(1.0_x .x == 1.0);

namespace other { using units::literals::operator""_km; }
static_assert(other::operator""_km(1ULL).v == 1000.0);
