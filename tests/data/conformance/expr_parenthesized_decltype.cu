// ( expression ) [expr.prim.paren] and decltype of id-expressions vs parenthesised
// expressions [dcl.type.decltype]: value categories preserved through parentheses
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

struct S { int m; const double d = 0; };
int x = 0;
const int cx = 1;
int&& xr();
S s{};

static_assert(is_same<decltype(x), int>::value);
static_assert(is_same<decltype((x)), int&>::value);
static_assert(is_same<decltype(((x))), int&>::value);
static_assert(is_same<decltype(cx), const int>::value);
static_assert(is_same<decltype((cx)), const int&>::value);
static_assert(is_same<decltype(s.m), int>::value);
static_assert(is_same<decltype((s.m)), int&>::value);
static_assert(is_same<decltype(s.d), const double>::value);
static_assert(is_same<decltype(xr()), int&&>::value);
static_assert(is_same<decltype((xr())), int&&>::value);
static_assert(is_same<decltype((1 + 2)), int>::value);
static_assert(is_same<decltype(("lit")), const char (&)[4]>::value);

template<class T> decltype(auto) ident(T&& t) { return (static_cast<T&&>(t)); }
template<class T> decltype(auto) get_member(T& t) { return (t.m); }
static_assert(is_same<decltype(ident(x)), int&>::value);
static_assert(is_same<decltype(ident(1)), int&&>::value);
static_assert(is_same<decltype(get_member(s)), int&>::value);

// parentheses around a function name suppress ADL but still call it
namespace lib { struct tag {}; constexpr int find(tag) { return 1; } }
constexpr int find(lib::tag) { return 2; }
constexpr int call_unqualified() { return (find)(lib::tag{}); }
static_assert(call_unqualified() == 2);
constexpr int v = ((((1)) + ((2))) * (3));
static_assert(v == 9 && (v) == 9);
