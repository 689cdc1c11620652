// floating-point-literal [lex.fcon]: decimal-floating-point-literal forms
// fractional-constant exponent-part(opt), digit-sequence exponent-part, with e/E and signs
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

constexpr double a = 1.0;
constexpr double b = 1.;
constexpr double c = .5;
constexpr double d = 1e3;
constexpr double e = 1E3;
constexpr double f = 1.5e+2;
constexpr double g = 2.5E-1;
constexpr double h = .25e1;
constexpr double i = 10.e-1;
constexpr double j = 0.0;
constexpr double k = 00.0001e4;
constexpr double l = 123456789.123456789e-9;

static_assert(a == 1 && b == 1 && c == 0.5 && d == 1000 && e == 1000.0);
static_assert(f == 150 && g == 0.25 && h == 2.5 && i == 1.0 && j == 0 && k == 1.0);
static_assert(l > 0.123 && l < 0.124);
static_assert(is_same<decltype(1.), double>::value && is_same<decltype(.1e1), double>::value);
static_assert(is_same<decltype(1e10), double>::value);

struct vec3 { float x, y, z; };
constexpr vec3 unit{1.f, 0.f, 0.f};
constexpr float dot(vec3 p, vec3 q) { return p.x * q.x + p.y * q.y + p.z * q.z; }
static_assert(dot(unit, vec3{2.5e0f, 1.e1f, .1e-1f}) == 2.5f);

constexpr double eps = 2.220446049250313e-16;
static_assert(1.0 + eps > 1.0 && 1.0 + eps / 4 == 1.0);
constexpr double huge_val = 1.7976931348623157e308;
constexpr double tiny = 4.9406564584124654e-324;
static_assert(huge_val > 1e308 && tiny > 0.0);
