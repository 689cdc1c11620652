// escape-sequence [lex.ccon]: simple-escape-sequence (all of \' \" \? \\ \a \b \f \n \r \t \v),
// octal-escape-sequence (1-3 digits), hexadecimal-escape-sequence, universal-character-name
static_assert('\'' == 39 && '\"' == 34 && '"' == 34 && '\?' == 63 && '\\' == 92);
static_assert('\a' == 7 && '\b' == 8 && '\f' == 12 && '\n' == 10);
static_assert('\r' == 13 && '\t' == 9 && '\v' == 11);
static_assert('\0' == 0 && '\7' == 7 && '\12' == 10 && '\101' == 'A' && '\177' == 127);
static_assert('\x41' == 'A' && '\x7f' == 127 && '\x0' == 0 && '\x000041' == 'A');
static_assert(u'\u0041' == u'A' && U'\U00000041' == U'A');
static_assert(U'\u03A9' == 0x3A9 && u'\u20AC' == 0x20AC);

constexpr const char esc[] = "\'\"\?\\\a\b\f\n\r\t\v\0";
static_assert(sizeof esc == 13 && esc[3] == '\\' && esc[11] == 0 && esc[12] == 0);

// an octal escape stops after three digits; a hex escape consumes every hex digit
constexpr const char oct[] = "\1234";
static_assert(sizeof oct == 3 && oct[0] == 'S' && oct[1] == '4');
constexpr const char hx[] = "\x41" "B";
static_assert(sizeof hx == 3 && hx[0] == 'A' && hx[1] == 'B');

// universal-character-names in narrow (UTF-8) and wide strings
constexpr const char utf8[] = "\u00e9";
static_assert(sizeof utf8 == 3);
constexpr const char16_t u16[] = u"\U0001F600";
static_assert(sizeof u16 / sizeof u16[0] == 3);
constexpr const char32_t u32[] = U"\u00e9\U0001F600";
static_assert(sizeof u32 / sizeof u32[0] == 3 && u32[1] == 0x1F600);

constexpr int count(const char* s, char c) { int n = 0; for (; *s; ++s) n += *s == c; return n; }
static_assert(count("a\tb\tc\\\t", '\t') == 3);
static_assert(count("line1\nline2\n", '\n') == 2);
