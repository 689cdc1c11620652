// integer-suffix [lex.icon]: unsigned-suffix, long-suffix, long-long-suffix in every order
// and case (u, U, l, L, ll, LL, ul, lu, ull, llu, ...), and the resulting literal types
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

static_assert(is_same<decltype(1u), unsigned>::value && is_same<decltype(1U), unsigned>::value);
static_assert(is_same<decltype(1l), long>::value && is_same<decltype(1L), long>::value);
static_assert(is_same<decltype(1ll), long long>::value && is_same<decltype(1LL), long long>::value);
static_assert(is_same<decltype(1ul), unsigned long>::value);
static_assert(is_same<decltype(1uL), unsigned long>::value);
static_assert(is_same<decltype(1Ul), unsigned long>::value);
static_assert(is_same<decltype(1UL), unsigned long>::value);
static_assert(is_same<decltype(1lu), unsigned long>::value);
static_assert(is_same<decltype(1LU), unsigned long>::value);
static_assert(is_same<decltype(1ull), unsigned long long>::value);
static_assert(is_same<decltype(1ULL), unsigned long long>::value);
static_assert(is_same<decltype(1uLL), unsigned long long>::value);
static_assert(is_same<decltype(1Ull), unsigned long long>::value);
static_assert(is_same<decltype(1llu), unsigned long long>::value);
static_assert(is_same<decltype(1LLU), unsigned long long>::value);
static_assert(is_same<decltype(0x10u), unsigned>::value);
static_assert(is_same<decltype(0b10LL), long long>::value);
static_assert(is_same<decltype(017ul), unsigned long>::value);
static_assert(is_same<decltype(0XFFllu), unsigned long long>::value);
static_assert(is_same<decltype(0xffffffffffffffffL), unsigned long>::value);
static_assert(is_same<decltype(1'000uLL), unsigned long long>::value);

using size_t = decltype(sizeof 0);
template<class T> constexpr T ones(unsigned n) { return n == 0 ? T(0) : (ones<T>(n - 1) << 1) | T(1); }
static_assert(ones<unsigned long long>(64) == 0xFFFFFFFFFFFFFFFFull);
static_assert(ones<unsigned>(32) == 4294967295U);
static_assert(sizeof(0ull) == 8 && sizeof(0u) == 4 && sizeof(size_t) == sizeof(0ul));

constexpr auto lsb(unsigned long long v) { return v & (~v + 1ULL); }
static_assert(lsb(0b1011'0000ull) == 0x10LLu);
