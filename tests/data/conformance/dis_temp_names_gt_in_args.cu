// C++17 conformance: disambiguation
// [temp.names] p4: the first non-nested '>' ends a template-argument-list; '>' and '>>'
// inside parentheses, brackets or braces are operators: A<(1>2)>, A<(8>>1)>, A<arr[a>b]>
template <int N> struct int_ { static constexpr int value = N; };
template <bool B> struct bool_ { static constexpr bool value = B; };
template <class T, int N = 0> struct holder { static constexpr int value = N; };
constexpr int table[4] = {10, 20, 30, 40};
constexpr int id(int v) { return v; }
template <int A, int B> constexpr int max_v = (A > B) ? A : B;
template <int A, int B> struct select { static constexpr int value = (A > B ? A : B); };
static_assert(!bool_<(1 > 2)>::value);
static_assert(int_<(8 >> 1)>::value == 4);
static_assert(int_<(16 >> 1 >> 1)>::value == 4);
static_assert(int_<table[3 > 2]>::value == 20);
static_assert(int_<id(5 > 3)>::value == 1);
static_assert(bool_<(int_<3>::value > 2)>::value);
static_assert(holder<int, (3 > 1) + 1>::value == 2);
static_assert(max_v<(2 > 1), 0> == 1);
static_assert(select<(1 > 0), (5 >> 2)>::value == 1);
static_assert(int_<(true ? 3 > 1 : 0)>::value == 1);
static_assert(int_<int{4 > 3}>::value == 1);
static_assert(bool_<(int_<1>::value >= 1)>::value);
static_assert(int_<(1 < 2)>::value == 1);
static_assert(int_<1 < 2>::value == 1);        // '<' inside an argument list is fine
template <class T> constexpr int shifted = T::value >> 1;
static_assert(shifted<int_<(64 >> 2)>> == 8);
int main() { return select<(3 > 2), 2>::value - 2; }
