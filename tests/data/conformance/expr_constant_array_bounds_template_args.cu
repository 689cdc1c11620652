// constant-expression [expr.const]: converted constant expressions in array bounds, template
// arguments, enumerator values, bit-field widths, case labels, alignas and noexcept operands
using size_t = decltype(sizeof 0);
constexpr int square(int v) { return v * v; }
struct dims { int rows, cols; constexpr int size() const { return rows * cols; } };
constexpr dims d{3, 4};
template<int N> struct int_c { static constexpr int value = N; };
template<size_t N> struct size_c { static constexpr size_t value = N; };
template<bool B> struct bool_c { static constexpr bool value = B; };
template<char C> struct char_c {};

int a1[square(3)];
int a2[d.size()];
int a3[sizeof(long) * 2];
int a4[int_c<5>::value + 1];
int a5[d.rows][d.cols];
static_assert(sizeof a1 == 9 * sizeof(int) && sizeof a2 == 12 * sizeof(int) && sizeof a4 == 24);
static_assert(sizeof a5 / sizeof a5[0] == 3);

static_assert(int_c<square(4)>::value == 16);
static_assert(size_c<sizeof(a3) / sizeof(int)>::value == 16);
static_assert(size_c<'a'>::value == 97);
static_assert(bool_c<d.cols == 4>::value && bool_c<(d.rows > 2)>::value);
static_assert(int_c<true>::value == 1 && int_c<-1>::value == -1);
constexpr char_c<"xyz"[1]> from_literal{};

enum flags { a = 1 << 0, b = 1 << 1, c = square(2), mask = a | b | c };
static_assert(mask == 7);
struct packed { unsigned lo : square(2); unsigned hi : sizeof(int) * 8 - 4; };
static_assert(sizeof(packed) == sizeof(unsigned));
struct alignas(square(4)) aligned16 { char c; };
static_assert(alignof(aligned16) == 16);

constexpr int classify(int v) {
  switch (v) {
    case square(1): return 1;
    case int_c<4>::value: return 4;
    case 'x': return 120;
    case d.size(): return 12;
    default: return 0;
  }
}
static_assert(classify(1) == 1 && classify(4) == 4 && classify(12) == 12 && classify(120) == 120);

template<int N, int M = N * 2, bool = (M > 10)> struct defaulted { static constexpr int value = M; };
static_assert(defaulted<3>::value == 6 && defaulted<3, square(3)>::value == 9);
template<class T, T V> constexpr T value = V;
static_assert(value<long, square(5)> == 25L && value<const int*, nullptr> == nullptr);
