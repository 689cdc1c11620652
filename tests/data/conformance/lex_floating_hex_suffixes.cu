// hexadecimal-floating-point-literal and floating-point-suffix [lex.fcon] (C++17):
// 0x hex-fractional-constant / hex-digit-sequence binary-exponent-part, suffixes f F l L
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(0x1p0 == 1.0);
static_assert(0x1p4 == 16.0);
static_assert(0x1P-1 == 0.5);
static_assert(0x1.8p1 == 3.0);
static_assert(0X.8p0 == 0.5);
static_assert(0xA.p0 == 10.0);
static_assert(0x10.0P+0 == 16.0);
static_assert(0x1.fffffffffffffp1023 > 1.7e308);
static_assert(0x1p-1074 > 0.0);
static_assert(0xcafe.beefp-16 > 0.79 && 0xcafe.beefp-16 < 0.80);

static_assert(is_same<decltype(1.0f), float>::value);
static_assert(is_same<decltype(1.0F), float>::value);
static_assert(is_same<decltype(1.0l), long double>::value);
static_assert(is_same<decltype(1.0L), long double>::value);
static_assert(is_same<decltype(1e2f), float>::value);
static_assert(is_same<decltype(.5L), long double>::value);
static_assert(is_same<decltype(0x1p3f), float>::value);
static_assert(is_same<decltype(0x1.8P-2L), long double>::value);
static_assert(is_same<decltype(0x1p0), double>::value);

constexpr float flt_max = 0x1.fffffeP+127f;
constexpr float flt_min = 0x1p-126F;
constexpr long double ld_one = 0x8p-3l;
static_assert(flt_max > 3.4e38f && flt_min < 1.2e-38f && ld_one == 1.0L);

template<class T> constexpr T lerp(T a, T b, T t) { return a + t * (b - a); }
static_assert(lerp(0.f, 0x1p4f, 0x.4p0f) == 4.f);
static_assert(lerp(0.0L, 1e2L, .25l) == 25.0L);
