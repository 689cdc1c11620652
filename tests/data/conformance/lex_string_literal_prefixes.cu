// string-literal [lex.string]: encoding-prefix(opt) " s-char-sequence " with prefixes
// none, u8, u, U, L; array types, sizes, and use in constant expressions
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(is_same<decltype("ab"), const char (&)[3]>::value);
static_assert(is_same<decltype(u8"ab"), const char (&)[3]>::value);
static_assert(is_same<decltype(u"ab"), const char16_t (&)[3]>::value);
static_assert(is_same<decltype(U"ab"), const char32_t (&)[3]>::value);
static_assert(is_same<decltype(L"ab"), const wchar_t (&)[3]>::value);
static_assert(sizeof("") == 1 && sizeof(u"") == 2 && sizeof(U"") == 4);
static_assert(sizeof(u8"\u00e9") == 3);

template<class C> constexpr unsigned long len(const C* s) { unsigned long n = 0; while (s[n]) ++n; return n; }
static_assert(len("hello") == 5);
static_assert(len(u8"hello") == 5);
static_assert(len(u"hello") == 5);
static_assert(len(U"hello") == 5);
static_assert(len(L"hello") == 5);

template<class C, unsigned long N> constexpr unsigned long extent(const C (&)[N]) { return N; }
static_assert(extent(U"\U0001F600") == 2 && extent(u"\U0001F600") == 3 && extent("\U0001F600") == 5);

struct string_view {
  const char* p; unsigned long n;
  template<unsigned long N> constexpr string_view(const char (&s)[N]) : p(s), n(N - 1) {}
  constexpr char operator[](unsigned long i) const { return p[i]; }
};
constexpr string_view sv = "kernel";
static_assert(sv.n == 6 && sv[0] == 'k' && "abc"[1] == 'b' && *u"xy" == u'x');

const char* const names[] = { "zero", u8"one", "two" };
const wchar_t* wide = L"wide";
const char16_t* narrow16 = u"utf16";
