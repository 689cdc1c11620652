// sizeof unary-expression, sizeof ( type-id ), sizeof ... ( identifier ), alignof ( type-id )
// [expr.sizeof], [expr.alignof]: parenthesised and unparenthesised operands, packs, arrays, refs
using size_t = decltype(sizeof 0);
struct alignas(16) vec4 { float x, y, z, w; };
struct packed { char c; int i; };
template<class... Ts> constexpr size_t count = sizeof...(Ts);
template<int... Is> constexpr size_t icount = sizeof...(Is);
template<class... Ts> constexpr size_t count_args(Ts... ts) { return sizeof...(ts) + 0 * sizeof...(Ts); }

static_assert(sizeof(char) == 1 && sizeof(signed char) == 1 && sizeof(unsigned char) == 1);
static_assert(sizeof(int) == 4 && sizeof(long long) == 8 && sizeof(double) == 8);
static_assert(sizeof(vec4) == 16 && alignof(vec4) == 16 && alignof(packed) == alignof(int));
static_assert(sizeof(int[10]) == 40 && sizeof(int(*)[10]) == sizeof(void*) && sizeof(int&) == sizeof(int));
static_assert(alignof(int[10]) == alignof(int) && alignof(double&) == alignof(double));
static_assert(count<> == 0 && count<int, char, vec4> == 3 && icount<1, 2> == 2 && count_args(1, 2, 3) == 3);

constexpr int arr[7] = {};
constexpr vec4 v{};
static_assert(sizeof arr == 28 && sizeof arr / sizeof arr[0] == 7 && sizeof(arr) == 28);
static_assert(sizeof v.x == 4 && sizeof(v) == 16 && sizeof +arr[0] == 4);
static_assert(sizeof 'a' == 1 && sizeof 1.0f == 4 && sizeof "abc" == 4 && sizeof(u"ab") == 6);
static_assert(sizeof -1 == sizeof(int) && sizeof(1 ? 'a' : 1L) == sizeof(long));
static_assert(sizeof sizeof 0 == sizeof(size_t));
static_assert(sizeof(arr[0]) * 2 == 8);

// operands are unevaluated: no calls, no odr-use
int never_defined();
static_assert(sizeof(never_defined()) == sizeof(int));
static_assert(sizeof(&never_defined) == sizeof(void (*)()));

template<class T> struct storage {
  alignas(T) unsigned char buf[sizeof(T)];
  static constexpr size_t align = alignof(T);
  static constexpr size_t elems = sizeof buf / sizeof(unsigned char);
};
static_assert(storage<vec4>::align == 16 && storage<double>::elems == 8 && alignof(storage<vec4>) == 16);
static_assert(sizeof(storage<char>) == 1);
template<class... Ts> struct max_size { static constexpr size_t value = 0; };
template<class T, class... Ts> struct max_size<T, Ts...> {
  static constexpr size_t value = sizeof(T) > max_size<Ts...>::value ? sizeof(T) : max_size<Ts...>::value;
};
static_assert(max_size<char, vec4, int>::value == 16);
