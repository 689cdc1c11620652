// integer-literal [lex.icon]: binary-literal, octal-literal, decimal-literal, hexadecimal-literal
// with upper/lower case prefixes and digits, in constant expressions and template arguments
template<unsigned long long N> struct bits { static constexpr unsigned long long value = N; };

static_assert(0b0 == 0 && 0B1 == 1 && 0b1010 == 10 && 0B11111111 == 255);
static_assert(0 == 0 && 00 == 0 && 07 == 7 && 010 == 8 && 0777 == 511);
static_assert(0x0 == 0 && 0X1 == 1 && 0xff == 255 && 0XFF == 255 && 0xDeadBeef == 3735928559);
static_assert(0xaBcDeF == 11259375);
static_assert(1234567890 == 1234567890);
static_assert(bits<0b1000000000000000000000000000000000000000000000000000000000000000>::value
              == 0x8000000000000000);
static_assert(bits<01777777777777777777777>::value == 0xFFFFFFFFFFFFFFFF);

constexpr unsigned mask(unsigned width) { return width >= 32 ? 0xffffffffu : (1u << width) - 0b1; }
static_assert(mask(4) == 0xF && mask(8) == 0377 && mask(32) == 037777777777);

// the type of an unsuffixed literal is the first of int, long, long long that fits
// (octal/hex may also be unsigned)
template<class T, class U> struct same { static constexpr bool value = false; };
template<class T> struct same<T, T> { static constexpr bool value = true; };
static_assert(same<decltype(2147483647), int>::value);
static_assert(same<decltype(0x7fffffff), int>::value);
static_assert(same<decltype(0xffffffff), unsigned>::value);
static_assert(same<decltype(037777777777), unsigned>::value);
static_assert(same<decltype(0b11111111111111111111111111111111), unsigned>::value);
static_assert(same<decltype(0x7fffffffffffffff), long>::value);
static_assert(same<decltype(0xffffffffffffffff), unsigned long>::value);

int table[] = { 0b1, 01, 0x1, 1, 0B10, 010, 0X10, 10 };
static_assert(sizeof table / sizeof table[0] == 8);
