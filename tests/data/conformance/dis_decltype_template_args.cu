// C++17 conformance: disambiguation
// [dcl.type.decltype] [temp.arg]: decltype-specifiers as template arguments, in default
// template arguments, in partial specialisations, inside sizeof/alignof and in SFINAE
template <class T> T&& declval() noexcept;
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
template <class T> struct box { T v; };
template <class... > using void_t = void;
template <class T, class = void> struct has_size { static constexpr bool value = false; };
template <class T> struct has_size<T, void_t<decltype(declval<T&>().size())>> { static constexpr bool value = true; };
template <class A, class B, class R = decltype(declval<A>() + declval<B>())> R add(A a, B b) { return a + b; }
template <class F, class... Args> struct result { using type = decltype(declval<F>()(declval<Args>()...)); };
struct sized { int size() const { return 3; } };
int value = 1;
double dvalue = 2.0;
box<decltype(value)> b1{4};
box<decltype((value))> b2{value};                              // int& from a parenthesised id
static_assert(is_same<decltype(value), int>::value);
static_assert(is_same<decltype((value)), int&>::value);
static_assert(is_same<decltype(value + dvalue), double>::value);
static_assert(is_same<box<decltype(b1.v)>, box<int>>::value);
static_assert(has_size<sized>::value && !has_size<int>::value);
static_assert(is_same<decltype(add(1, 2.0)), double>::value);
static_assert(is_same<result<int (*)(char), char>::type, int>::value);
static_assert(sizeof(box<decltype(dvalue)>) == sizeof(double));
static_assert(alignof(decltype(b1)) == alignof(int));
static_assert(is_same<decltype(sized{}.size()), int>::value);
static_assert(is_same<decltype(&sized::size), int (sized::*)() const>::value);
int main() { return b1.v + b2.v + int(add(1, 2)) - 8; }
