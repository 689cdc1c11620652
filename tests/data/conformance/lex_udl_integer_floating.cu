// user-defined-integer-literal and user-defined-floating-point-literal [lex.ext], [over.literal]:
// cooked forms (unsigned long long / long double parameters) and raw form (const char*)
using size_t = decltype(sizeof 0);
struct bytes { unsigned long long n; };
struct seconds { long double v; };

constexpr bytes operator""_KiB(unsigned long long n) { return {n * 1024}; }
constexpr bytes operator""_MiB(unsigned long long n) { return {n << 20}; }
constexpr seconds operator""_ms(long double v) { return {v / 1000}; }
constexpr seconds operator""_ms(unsigned long long v) { return {static_cast<long double>(v) / 1000}; }
constexpr int operator""_digits(const char* s) { int n = 0; while (s[n]) ++n; return n; }

static_assert(4_KiB .n == 4096);
static_assert((1_MiB).n == 1048576);
static_assert(0x10_KiB .n == 16384);
static_assert(0b11_KiB .n == 3072);
static_assert(010_KiB .n == 8192);
static_assert(1'000_KiB .n == 1024000);
static_assert(1500.0_ms .v == 1.5L);
static_assert(2.5e3_ms .v == 2.5L);
static_assert(0x1p1_ms .v == 0.002L);
static_assert(250_ms .v == 0.25L);

// the raw operator sees the literal's spelling, separators and prefix included
static_assert(12345_digits == 5);
static_assert(0x1F_digits == 4);
static_assert(1'000_digits == 5);
static_assert(1.5e10_digits == 6);

// the raw form also receives floating literals with hex prefix and exponent sign
static_assert(0x1.8p-3_digits == 8);

template<class T> constexpr auto twice(T t) { return t.n * 2; }
static_assert(twice(3_KiB) == 6144);
