// simple-template-id: template-name < template-argument-list(opt) > [temp.names], [temp.arg]
// arguments: types, type-ids with declarators, expressions, parenthesised >, template names,
// pack expansions, >> closing two lists, empty lists, qualified template-ids
template <class... Ts> struct types { static constexpr unsigned long n = sizeof...(Ts); };
template <int... Ns> struct ints { static constexpr int n = sizeof...(Ns); };
template <template <class...> class... Ts> struct templates { static constexpr unsigned long n = sizeof...(Ts); };
template <class T> struct vec {};
namespace ns { template <class T, class U = T> struct pair {}; template <int N> constexpr int sq = N * N; }
template <class T> struct outer { template <class U> struct in {}; };
template <int N> struct fixed { static constexpr int value = N; };
template <class T> struct is_same_t { template <class U> static constexpr bool with = false; };
template <class... Ts> struct expand { using list = types<Ts..., Ts*..., vec<Ts>...>; using consts = types<const Ts&...>; };
using t1 = types<int, int*, int&, const int&&, int[3], int (*)(char), int (&)[2], void(int, ...), long long, unsigned>;
using t2 = types<vec<vec<int>>, ns::pair<int>, ::ns::pair<int, char>, outer<int>::in<long>, decltype(1 + 2)>;
using t3 = types<int (vec<int>::*)() const, int vec<char>::*, types<>, vec<int>[4], void(), int() noexcept>;
using i1 = ints<1, -1, +2, (3 > 2), (1 >> 1), 4 < 5, sizeof(int), alignof(long), fixed<3>::value, ns::sq<2>>;
using i2 = ints<fixed<fixed<1>::value>::value, (fixed<(2 > 1)>::value), noexcept(0), int{5}, true ? 1 : 2>;
using tt = templates<vec, ns::pair, types, outer<int>::template in>;
static_assert(t1::n == 10 && t2::n == 5 && t3::n == 6, "");
static_assert(i1::n == 10 && i2::n == 5 && tt::n == 4, "");
static_assert(expand<int, char>::list::n == 6 && expand<>::consts::n == 0, "");
template <class A, class B> constexpr int pick = 1;
template <class A> constexpr int pick<A, A> = 2;
static_assert(pick<int, long> + pick<vec<int>, vec<int>> == 3, "");
int main() { return ns::sq<3> - 9; }
