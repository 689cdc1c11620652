// user-defined-string-literal and user-defined-character-literal [lex.ext], [over.literal]:
// (const C*, size_t) for every character type, (C) for every character type
using size_t = decltype(sizeof 0);
struct str { const char* p; size_t n; };
constexpr str operator""_s(const char* p, size_t n) { return {p, n}; }
constexpr size_t operator""_len(const char* p, size_t n) { return n + 0 * *p; }
constexpr size_t operator""_len(const char16_t*, size_t n) { return n + 100; }
constexpr size_t operator""_len(const char32_t*, size_t n) { return n + 200; }
constexpr size_t operator""_len(const wchar_t*, size_t n) { return n + 300; }
constexpr int operator""_c(char c) { return c; }
constexpr int operator""_c(char16_t c) { return c + 1000; }
constexpr int operator""_c(char32_t c) { return c + 2000; }
constexpr int operator""_c(wchar_t c) { return c + 3000; }

static_assert("hello"_s .n == 5);
static_assert(""_s .n == 0);
static_assert("ab"_len == 2 && u8"ab"_len == 2);
static_assert(u"ab"_len == 102 && U"ab"_len == 202 && L"ab"_len == 302);
static_assert(R"(a\b)"_len == 3);
static_assert(u8R"(raw)"_len == 3);

// concatenation: only one ud-suffix may appear, and it applies to the whole literal
static_assert("ab" "cd"_len == 4);
static_assert("ab"_len "cd" == 4);
static_assert("ab"_len "cd"_len == 4);

static_assert('a'_c == 97 && u8'a'_c == 97);
static_assert(u'a'_c == 1097 && U'a'_c == 2097 && L'a'_c == 3097);
static_assert('\n'_c == 10 && U'\U0001F600'_c == 0x1F600 + 2000);

struct format_string { const char* f; size_t n; };
constexpr format_string operator""_fmt(const char* f, size_t n) { return {f, n}; }
template<class... Args> constexpr size_t format(format_string fs, Args...) { return fs.n + sizeof...(Args); }
static_assert(format("{} + {} = {}"_fmt, 1, 2, 3) == 15);
