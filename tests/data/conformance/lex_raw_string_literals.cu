// raw-string [lex.string]: R"d-char-sequence(r-char-sequence)d-char-sequence" with every
// encoding prefix (R, u8R, uR, UR, LR), empty/non-empty delimiters, embedded quotes, newlines
constexpr unsigned long len(const char* s) { unsigned long n = 0; while (s[n]) ++n; return n; }
constexpr bool eq(const char* a, const char* b) {
  while (*a && *a == *b) { ++a; ++b; }
  return *a == *b;
}

static_assert(eq(R"(plain)", "plain"));
static_assert(eq(R"(a\nb)", "a\\nb"));
static_assert(eq(R"("quoted")", "\"quoted\""));
static_assert(eq(R"x(a)"b)x", "a)\"b"));
static_assert(eq(R"delim()" )del" )delim", ")\" )del\" "));
static_assert(eq(R"--(--)--", "--"));
static_assert(eq(R"(\)", "\\"));
static_assert(eq(R"(//not a comment)", "//not a comment"));
static_assert(eq(R"(/* nor this */)", "/* nor this */"));
static_assert(len(R"()") == 0);
static_assert(eq(R"(line1
line2)", "line1\nline2"));

static_assert(sizeof(u8R"(ab)") == 3);
static_assert(sizeof(uR"(ab)") == 3 * sizeof(char16_t));
static_assert(sizeof(UR"(ab)") == 3 * sizeof(char32_t));
static_assert(sizeof(LR"(ab)") == 3 * sizeof(wchar_t));
static_assert(uR"(\u0041)"[0] == u'\\');
static_assert(U"\u0041"[0] == U'A');

// raw strings mix with ordinary ones in concatenation
static_assert(eq(R"(a)" "b" R"!(c)!", "abc"));

const char* const regex_like = R"re(^\s*(\w+)\s*=\s*"([^"]*)"$)re";
const char* const json = R"json({"k": [1, 2, 3], "s": "a\"b"})json";
static_assert(eq(R"json({"k": [1, 2, 3], "s": "a\"b"})json", "{\"k\": [1, 2, 3], \"s\": \"a\\\"b\"}"));
