// options: --c++20 --gnu_version=120200
// character-literal / string-literal with u8 prefix in C++20 [lex.ccon], [lex.string]:
// type char8_t, char8_t arrays, templates deducing char8_t, overloads on char8_t
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(is_same<decltype(u8'a'), char8_t>::value);
static_assert(is_same<decltype(u8"ab"), const char8_t (&)[3]>::value);
static_assert(is_same<decltype(u8R"(ab)"), const char8_t (&)[3]>::value);
static_assert(is_same<decltype(u8"a" "b"), const char8_t (&)[3]>::value);
static_assert(sizeof(u8"\u00e9") == 3 && u8"\u00e9"[0] == 0xC3);

template<class CharT> struct basic_string_view {
  const CharT* p; unsigned long n;
  template<unsigned long N> constexpr basic_string_view(const CharT (&s)[N]) : p(s), n(N - 1) {}
};
template<class CharT, unsigned long N> basic_string_view(const CharT (&)[N]) -> basic_string_view<CharT>;

constexpr basic_string_view s8 = u8"utf-8 text";
static_assert(is_same<decltype(s8), const basic_string_view<char8_t>>::value && s8.n == 10);

constexpr int kind(char) { return 1; }
constexpr int kind(char8_t) { return 8; }
constexpr int kind(char16_t) { return 16; }
constexpr int kind(char32_t) { return 32; }
static_assert(kind('a') == 1 && kind(u8'a') == 8 && kind(u'a') == 16 && kind(U'a') == 32);
static_assert(kind(*u8"x") == 8);

template<char8_t C> constexpr char8_t id8 = C;
static_assert(id8<u8'z'> == u8'z');
