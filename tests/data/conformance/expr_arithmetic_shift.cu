// multiplicative-expression, additive-expression, shift-expression [expr.mul], [expr.add],
// [expr.shift]: usual arithmetic conversions, pointer arithmetic, C++17/20 shift semantics
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
using ptrdiff_t = decltype((int*)0 - (int*)0);

static_assert(7 * 3 == 21 && 7 / 2 == 3 && -7 / 2 == -3 && 7 % 3 == 1 && -7 % 3 == -1 && 7 % -3 == 1);
static_assert(7.0 / 2 == 3.5 && 1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && 10 - 4 - 3 == 3 && 24 / 4 / 2 == 3);
static_assert(is_same<decltype(1 + 1L), long>::value && is_same<decltype(1u + 1), unsigned>::value);
static_assert(is_same<decltype('a' * 'b'), int>::value && is_same<decltype(1.f + 1), float>::value);
static_assert(is_same<decltype(1.f + 1.0), double>::value && is_same<decltype(1L + 1u), long>::value);
static_assert(is_same<decltype(1ull - 1), unsigned long long>::value);
static_assert(0u - 1 == 0xFFFFFFFFu && -1 < 0 && 1u + 2u * 3 == 7u);

static_assert(1 << 4 == 16 && 256 >> 4 == 16 && 1u << 31 == 0x80000000u && -16 >> 2 == -4);
static_assert(1 << 2 + 1 == 8 && (1 << 2) + 1 == 5 && 1 + 2 << 1 == 6);
static_assert(is_same<decltype(1 << 1L), int>::value && is_same<decltype((char)1 << 1), int>::value);
static_assert(is_same<decltype(1ull >> 1), unsigned long long>::value);

constexpr int arr[5] = {1, 2, 3, 4, 5};
static_assert(*(arr + 4) == 5 && *(4 + arr) == 5 && (arr + 5) - arr == 5 && *(arr + 5 - 1) == 5);
static_assert(is_same<decltype(arr + 1 - arr), ptrdiff_t>::value && &arr[3] - &arr[1] == 2);
constexpr const int* end = arr + 5;
static_assert(end[-1] == 5 && *(end - 2) == 4);

template<class T> constexpr T ipow(T b, unsigned e) { return e == 0 ? T(1) : b * ipow(b, e - 1); }
static_assert(ipow(3, 4) == 81 && ipow(2.0, 3) == 8.0);
template<unsigned Bits> constexpr unsigned long long low_mask = (Bits >= 64) ? ~0ull : ((1ull << (Bits % 64)) - 1);
static_assert(low_mask<8> == 0xFF && low_mask<64> == ~0ull);

struct money { long cents; };
constexpr money operator*(money m, int k) { return {m.cents * k}; }
constexpr money operator+(money a, money b) { return {a.cents + b.cents}; }
constexpr money operator%(money a, long m) { return {a.cents % m}; }
constexpr money operator<<(money a, int s) { return {a.cents << s}; }
static_assert((money{150} * 3 + money{50}).cents == 500 && (money{1234} % 100).cents == 34 && (money{1} << 3).cents == 8);
