// options: --c++20 --gnu_version=120200
// non-type template parameters of class type and floating-point type (C++20) [temp.param]/6,
// structural types, string-literal wrappers (fixed_string), class template placeholders as NTTP
template <unsigned long N>
struct fixed_string {
  char data[N]{};
  constexpr fixed_string(const char (&s)[N]) { for (unsigned long i = 0; i < N; ++i) data[i] = s[i]; }
  constexpr unsigned long size() const { return N - 1; }
};
template <fixed_string S> struct named { static constexpr unsigned long len = S.size(); static constexpr char first = S.data[0]; };
struct dims { int rows, cols; constexpr int area() const { return rows * cols; } };
template <dims D> struct tile { static constexpr int elements = D.area(); };
template <double Scale> struct scaled { static constexpr double value = Scale * 2; };
template <float F> constexpr float twice_f() { return F + F; }
template <auto V> struct holder { static constexpr auto value = V; };
struct pair_t { int a; long b; };
template <pair_t P = pair_t{1, 2}> constexpr long sum() { return P.a + P.b; }
template <fixed_string S> constexpr auto operator""_fs() { return S.size(); }
static_assert(named<"hello">::len == 5 && named<"x">::first == 'x');
static_assert(tile<dims{4, 8}>::elements == 32 && tile<dims{.rows = 2, .cols = 3}>::elements == 6);
static_assert(scaled<1.5>::value == 3.0 && twice_f<0.25f>() == 0.5f);
static_assert(holder<dims{1, 1}>::value.rows == 1 && holder<2.5>::value == 2.5);
static_assert(sum() == 3 && sum<pair_t{3, 4}>() == 7);
static_assert("abcd"_fs == 4);
int main() { return named<"">::len; }
