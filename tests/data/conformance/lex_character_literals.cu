// character-literal [lex.ccon]: encoding-prefix(opt) ' c-char-sequence ' with prefixes
// none, u8 (C++17), u, U, L; their types and values in constant expressions
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(is_same<decltype('a'), char>::value);
static_assert(is_same<decltype(u8'a'), char>::value);
static_assert(is_same<decltype(u'a'), char16_t>::value);
static_assert(is_same<decltype(U'a'), char32_t>::value);
static_assert(is_same<decltype(L'a'), wchar_t>::value);

static_assert('A' == 65 && u8'A' == 65 && u'A' == 65 && U'A' == 65 && L'A' == 65);
static_assert(u'\u00e9' == 0xE9);
static_assert(U'\U0001F600' == 0x1F600);
static_assert(u'\x263A' == 0x263A);
static_assert(L'\0' == 0);
static_assert('0' + 9 == '9');

template<char C> struct ch { static constexpr char value = C; };
template<char16_t C> struct ch16 { static constexpr char16_t value = C; };
template<char32_t C> struct ch32 { static constexpr char32_t value = C; };
static_assert(ch<'z'>::value == 'z' && ch<u8'y'>::value == 'y');
static_assert(ch16<u'\xffff'>::value == 0xffff);
static_assert(ch32<U'\U0010FFFF'>::value == 0x10FFFF);

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
constexpr int parse(const char* s, int acc = 0) {
  return is_space(*s) ? parse(s + 1, acc) : is_digit(*s) ? parse(s + 1, acc * 10 + (*s - '0')) : acc;
}
static_assert(parse(" \t42") == 42);

int classify(wchar_t w) {
  switch (w) { case L'a': return 1; case L'\x62': return 2; case L'\143': return 3; default: return 0; }
}
