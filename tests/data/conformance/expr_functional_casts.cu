// explicit type conversion (functional notation) [expr.type.conv]: simple-type-specifier
// ( expression-list ), simple-type-specifier braced-init-list, typename-specifier (...) / {...},
// decltype-specifier (...), placeholder auto(x) is C++23 and not used here
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
struct pair { int a, b; constexpr pair(int x, int y) : a(x), b(y) {} };
struct agg { int a, b; };
template<class T> struct wrapper { using type = T; };

static_assert(int(3.7) == 3 && double(1) == 1.0 && char(65) == 'A' && bool(2) == true);
static_assert(int() == 0 && double() == 0.0 && int{} == 0 && int{5} == 5);
static_assert(unsigned(-1) == 0xFFFFFFFFu && long(1) == 1L);
static_assert(pair(1, 2).b == 2 && pair{3, 4}.a == 3 && agg{5, 6}.b == 6 && agg{}.a == 0);

template<class T> constexpr auto make(int v) { return typename wrapper<T>::type(v); }
template<class T> constexpr auto make_braced(int v) { return typename wrapper<T>::type{v}; }
static_assert(make<long>(7) == 7L && is_same<decltype(make<long>(7)), long>::value);
static_assert(make_braced<long long>(7) == 7);

constexpr int i = 42;
static_assert(decltype(i)(3.9) == 3);
static_assert(decltype(i){8} == 8);
static_assert(is_same<decltype(decltype(1.5f)(1)), float>::value);

// elaborated names: qualified types, template-ids, typedefs
namespace ns { struct S { int v; constexpr S(int x) : v(x) {} }; template<class T> struct T1 { T v; }; }
using uchar = unsigned char;
static_assert(ns::S(4).v == 4 && ::ns::S{5}.v == 5);
static_assert(ns::T1<int>{6}.v == 6);
static_assert(uchar(257) == 1);
static_assert(wrapper<int>::type(9) == 9);

template<class T> constexpr T zero() { return T(); }
template<class T> constexpr T zero_braced() { return T{}; }
static_assert(zero<int*>() == nullptr && zero_braced<double>() == 0.0);
static_assert(is_same<decltype(int()), int>::value && is_same<decltype(pair(1, 2)), pair>::value);
template<class T, class... A> constexpr T construct(A... a) { return T(a...); }
static_assert(construct<pair>(1, 2).a == 1 && construct<int>() == 0 && construct<int>(3) == 3);
