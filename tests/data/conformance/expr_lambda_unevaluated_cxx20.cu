// options: --c++20 --gnu_version=120200
// lambda-expressions in unevaluated operands and template arguments (C++20, P0315):
// decltype([]{}), sizeof of closures, lambdas as default template args, unique types
template<class A, class B> constexpr bool is_same = false;
template<class A> constexpr bool is_same<A, A> = true;

using L1 = decltype([] {});
using L2 = decltype([] {});
static_assert(!is_same<L1, L2>);
static_assert(sizeof([] {}) == 1);
static_assert(sizeof([x = 1] { return x; }) == sizeof(int));
static_assert(noexcept([]() noexcept {}()));
static_assert(is_same<decltype([] { return 1L; }()), long>);

// a stateless closure type as a comparator / deleter type parameter (C++20 default-constructible)
template<class T, class Compare = decltype([](const T& a, const T& b) { return a < b; })>
struct sorted_pair {
  T lo, hi;
  constexpr sorted_pair(T a, T b) : lo(Compare{}(a, b) ? a : b), hi(Compare{}(a, b) ? b : a) {}
};
static_assert(sorted_pair<int>(5, 2).lo == 2);
using greater = decltype([](int a, int b) { return a > b; });
static_assert(sorted_pair<int, greater>(5, 2).lo == 5);

// each evaluation of an alias template / default argument gives a distinct closure type
template<class T = decltype([] {})> struct unique_tag {};
static_assert(!is_same<unique_tag<>, unique_tag<>>);

// lambda as non-type template argument via its result
template<auto V> constexpr auto value = V;
static_assert(value<[] { return 42; }()> == 42);

template<class F> struct holder { static constexpr int call() { return F{}(); } };
static_assert(holder<decltype([] { return 7; })>::call() == 7);

template<class T> concept has_size = requires(T t) { t.size(); };
static_assert(!has_size<decltype([] {})>);
template<class T> constexpr bool is_closure_v = requires { sizeof(T); };
static_assert(is_closure_v<decltype([](auto x) { return x; })>);
