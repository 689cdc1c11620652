// integer-literal / floating-point-literal digit separators [lex.icon], [lex.fcon]:
// opt-separator ' between digits of every base and in fraction/exponent digit sequences
static_assert(1'000'000 == 1000000);
static_assert(1'2'3 == 123);
static_assert(0b1111'0000 == 0xF0);
static_assert(0B1'0'1 == 5);
static_assert(0'7'7 == 077);
static_assert(0x7FFF'FFFF == 2147483647);
static_assert(0XdEaD'bEeF == 0xDEADBEEF);
static_assert(18'446'744'073'709'551'615ull == 0xFFFF'FFFF'FFFF'FFFFull);
static_assert(1'0u == 10u && 1'0l == 10l && 1'0LL == 10LL && 1'0'0ULL == 100ULL);

constexpr double pi = 3.141'592'653'589'793;
constexpr double big = 1'000.000'1e1'0;
constexpr float half = 0.5'0f;
constexpr double hexf = 0x1'0.8p0'1;
static_assert(pi > 3.14 && pi < 3.15);
static_assert(big > 1.0e13 && big < 1.1e13);
static_assert(half == 0.5f);
static_assert(hexf == 33.0);

template<int N> struct kilo { static constexpr int value = N * 1'000; };
static_assert(kilo<1'024>::value == 1'024'000);

// a separator is not part of a character literal following a digit sequence
constexpr char c = '1';
constexpr int cat[] = { 1'2, '2', 3'4 };
static_assert(cat[0] == 12 && cat[1] == c + 1 && cat[2] == 34);
