// string-literal concatenation [lex.string]/7, [lex.phases] phase 6: adjacent literals with
// no prefix, the same prefix, or one prefixed and one unprefixed literal
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
constexpr bool eq(const char* a, const char* b) {
  while (*a && *a == *b) { ++a; ++b; }
  return *a == *b;
}

static_assert(eq("ab" "cd", "abcd"));
static_assert(eq("a" "" "b" "", "ab"));
static_assert(sizeof("ab" "cd" "ef") == 7);
static_assert(sizeof(u8"a" "b") == 3);
static_assert(is_same<decltype(u"a" "b"), const char16_t (&)[3]>::value);
static_assert(is_same<decltype("a" u"b"), const char16_t (&)[3]>::value);
static_assert(is_same<decltype(U"a" "b" U"c"), const char32_t (&)[4]>::value);
static_assert(is_same<decltype(L"a" "b"), const wchar_t (&)[3]>::value);
static_assert(is_same<decltype(u8"a" u8"b"), const char (&)[3]>::value);

// concatenation happens after escape processing: "\x4" "1" is two chars, not 'A'
static_assert(sizeof("\x4" "1") == 3 && ("\x4" "1")[0] == 4);

struct log_entry { const char* fmt; int line; };
constexpr log_entry entries[] = {
  { "error: "
    "out of memory "
    "(requested %zu bytes)", 10 },
  { "warning: " "deprecated", 20 },
};
static_assert(eq(entries[1].fmt, "warning: deprecated"));

static_assert(true, "messages may be " "concatenated too");

const char usage[] =
  "usage: tool [options] file...\n"
  "  -o <file>   write output to <file>\n"
  "  -v          verbose\n";
static_assert(sizeof usage > 60);
