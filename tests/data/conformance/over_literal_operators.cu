// literal-operator-id: operator string-literal identifier / operator user-defined-string-literal
// [over.literal], [lex.ext]: every permitted parameter list, raw and template forms
using size_t = decltype(sizeof 0);
struct length { long double m; };
constexpr length operator"" _m(long double v) { return {v}; }
constexpr length operator"" _km(unsigned long long v) { return {static_cast<long double>(v) * 1000}; }
constexpr length operator""_mm(long double v) { return {v / 1000}; }
constexpr size_t operator"" _len(const char* s, size_t n) { return n + 0 * s[0]; }
constexpr size_t operator"" _wlen(const wchar_t*, size_t n) { return n; }
constexpr size_t operator"" _u16(const char16_t*, size_t n) { return n; }
constexpr size_t operator"" _u32(const char32_t*, size_t n) { return n; }
constexpr int operator"" _c(char c) { return c; }
constexpr int operator"" _wc(wchar_t c) { return int(c); }
constexpr int operator"" _raw(const char* s) { return s[0] - '0'; }
template <char... Cs> constexpr int operator"" _count() { return sizeof...(Cs); }
template <char... Cs> constexpr unsigned long long operator"" _bin() {
  const char cs[] = {Cs...};
  unsigned long long v = 0;
  for (char c : cs) if (c != '\'') v = v * 2 + (c - '0');
  return v;
}
namespace units { inline namespace literals { constexpr long operator"" _s(unsigned long long v) { return long(v); } } }
using namespace units::literals;
static_assert((1.5_m).m == 1.5, "");
static_assert((2_km).m == 2000, "");
static_assert("hello"_len == 5 && L"ab"_wlen == 2 && u"abc"_u16 == 3 && U"a"_u32 == 1, "");
static_assert('A'_c == 65 && L'B'_wc == 66, "");
static_assert(7_raw == 7 && 12345_count == 5 && 1.25_count == 4, "");
static_assert(1011_bin == 11 && 1'011_bin == 11 && 0x1F_count == 4, "");
static_assert(operator"" _km(3).m == 3000 && operator""_count<'1', '2'>() == 2, "");
static_assert(30_s == 30 && units::operator""_s(4) == 4, "");
static_assert("con" "cat"_len == 6, "");
int main() { return int((500.0_mm).m * 2) - 1; }
