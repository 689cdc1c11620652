// literal operator templates [over.literal]/5, [lex.ext]/3-4:
// template<char...> operator""_x for integer and floating literals, compile-time parsing
template<int N> struct int_constant { static constexpr int value = N; };
template<char... Cs> struct chars { static constexpr int size = sizeof...(Cs); };

template<char... Cs> constexpr chars<Cs...> operator""_chars() { return {}; }

static_assert(decltype(123_chars)::size == 3);
static_assert(decltype(0x1F_chars)::size == 4);
static_assert(decltype(1.5e3_chars)::size == 5);
static_assert(decltype(1'0_chars)::size == 3);

constexpr int digit(char c) { return c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0'; }
template<int Base, char... Cs> constexpr int parse() {
  int v = 0;
  const char cs[] = {Cs..., 0};
  for (const char* c = cs; *c; ++c) if (*c != '\'') v = v * Base + digit(*c);
  return v;
}
template<char C0, char... Cs> struct parser { static constexpr int value = parse<10, C0, Cs...>(); };
template<char... Cs> struct parser<'0', 'x', Cs...> { static constexpr int value = parse<16, Cs...>(); };
template<char... Cs> struct parser<'0', 'b', Cs...> { static constexpr int value = parse<2, Cs...>(); };
template<> struct parser<'0'> { static constexpr int value = 0; };

// like std::integral_constant literals in Boost.Hana / CuTe's _c
template<char... Cs> constexpr auto operator""_c() { return int_constant<parser<Cs...>::value>{}; }

static_assert(decltype(42_c)::value == 42);
static_assert(decltype(0_c)::value == 0);
static_assert(decltype(0x2A_c)::value == 42);
static_assert(decltype(0b101010_c)::value == 42);
static_assert(decltype(1'000_c)::value == 1000);

template<class T> struct wrap { T t; };
template<int A, int B> constexpr int_constant<A + B> operator+(int_constant<A>, int_constant<B>) { return {}; }
constexpr auto sum = 40_c + 2_c;
static_assert(decltype(sum)::value == 42);
// a literal operator template can be named explicitly
static_assert(decltype(operator""_c<'7'>())::value == 7);
