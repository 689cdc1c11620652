// C++17 conformance: pack expansions
// [temp.variadic] patterns over member access: (obj.*ms)..., (p->*fs)()..., typename Ts::type...,
// Ts::value..., Ts::template apply<int>..., &Ts::member..., and decltype(Ts::f())...
template <class... Ts> struct list {};
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
struct point { int x, y, z; int len() const { return x + y + z; } int twice() const { return 2 * x; } };
template <class C, class... Ms> constexpr int sum_members(const C& c, Ms C::*... ms) { return (0 + ... + (c.*ms)); }
template <class C, class... Fs> constexpr int call_members(const C* p, Fs... fs) { return (0 + ... + (p->*fs)()); }
struct a { using type = int; static constexpr int value = 1; template <class T> using apply = T*; static int f(); int m; };
struct b { using type = char; static constexpr int value = 2; template <class T> using apply = T&; static long f(); int m; };
template <class... Ts> using types_of = list<typename Ts::type...>;
template <class... Ts> constexpr int values_of = (0 + ... + Ts::value);
template <class... Ts> using applied = list<typename Ts::template apply<int>...>;
template <class... Ts> using returns = list<decltype(Ts::f())...>;
template <class... Ts> using member_types = list<decltype(&Ts::m)...>;                 // &Ts::m in the pattern
template <class... Ts> struct member_ptrs { static constexpr int count = sizeof...(Ts); using type = list<int Ts::*...>; };
static_assert(sum_members(point{1, 2, 3}, &point::x, &point::z) == 4);
static_assert(same<types_of<a, b>, list<int, char>>::value && values_of<a, b> == 3);
static_assert(same<applied<a, b>, list<int*, int&>>::value);
static_assert(same<returns<a, b>, list<int, long>>::value);
static_assert(same<member_types<a, b>, list<int a::*, int b::*>>::value);
static_assert(same<member_ptrs<a, b>::type, list<int a::*, int b::*>>::value);
int main() { point p{1, 2, 3}; return call_members(&p, &point::len, &point::twice) - 8; }
