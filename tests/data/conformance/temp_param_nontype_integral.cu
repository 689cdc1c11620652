// parameter-declaration as template-parameter of integral/enumeration type [temp.param]/4
// int, bool, char, unsigned long long, enums, dependent types, defaults, expressions as arguments
enum class layout { row_major, col_major };
enum flags : unsigned { none = 0, a = 1, b = 2 };
template <int N> struct int_c { static constexpr int value = N; };
template <bool B> struct bool_c { static constexpr bool value = B; };
template <char C> struct char_c { static constexpr char value = C; };
template <unsigned long long V> struct ull_c { static constexpr auto value = V; };
template <layout L = layout::row_major> struct matrix { static constexpr layout order = L; };
template <flags F> struct opts { static constexpr unsigned value = F; };
template <class T, T V> struct integral_constant { static constexpr T value = V; using type = integral_constant; };
template <int M, int N = M * 2, int K = (N > 4 ? N : 4)> struct shape { static constexpr int volume = M * N * K; };
template <const int N> struct const_param { static constexpr int value = N; };
template <short S, signed char SC, wchar_t W, char16_t C16> struct misc {};
template <int N> constexpr int factorial() { return N <= 1 ? 1 : N * factorial<(N > 1 ? N - 1 : 1)>(); }
constexpr int five = 5;
static_assert(int_c<3 + 4>::value == 7 && int_c<five>::value == 5 && int_c<-1>::value == -1, "");
static_assert(int_c<(5 > 3)>::value == 1 && int_c<sizeof(int)>::value == 4, "");
static_assert(bool_c<true>::value && !bool_c<(1 > 2)>::value, "");
static_assert(char_c<'x'>::value == 'x' && ull_c<~0ull>::value == 0xffffffffffffffffull, "");
static_assert(matrix<>::order == layout::row_major && matrix<layout::col_major>::order == layout::col_major, "");
static_assert(opts<b>::value == 2 && opts<flags(a | b)>::value == 3, "");
static_assert(integral_constant<long, 9>::type::value == 9, "");
static_assert(shape<1>::volume == 8 && shape<3>::volume == 108 && shape<1, 1, 1>::volume == 1, "");
static_assert(const_param<4>::value == 4 && factorial<5>() == 120, "");
misc<1, 'c', L'w', u'x'> m;
int main() { return int_c<0>::value; }
