// template-id as an id-expression [temp.names], [expr.prim.id]: function template
// specializations, variable templates, explicit args with deduction, template keyword
template<class T> constexpr T zero = T(0);
template<class T, int N> constexpr int size_of_array = N * sizeof(T);
template<class T> constexpr T max_of(T a, T b) { return a < b ? b : a; }
template<class To, class From> constexpr To narrow(From f) { return static_cast<To>(f); }
template<int... Is> constexpr int sum() { return (0 + ... + Is); }

static_assert(zero<int> == 0 && zero<double> == 0.0);
static_assert(size_of_array<char, 8> == 8);
static_assert(max_of<int>(3, 4) == 4);
static_assert(max_of<long>(3, 4L) == 4);
static_assert(narrow<char>(65) == 'A');
static_assert(sum<1, 2, 3>() == 6 && sum<>() == 0);

// template-ids naming overloaded sets and taking addresses
constexpr int (*pmax)(int, int) = max_of<int>;
constexpr auto pmax2 = &max_of<short>;
static_assert(pmax(1, 2) == 2 && pmax2(1, 2) == 2);

namespace algo {
  template<class T> struct identity { using type = T; };
  template<class T> using identity_t = typename identity<T>::type;
  template<class T> constexpr identity_t<T> twice(identity_t<T> v) { return v * 2; }
}
static_assert(algo::twice<int>(21) == 42);
static_assert(::algo::twice<double>(1.5) == 3.0);

// template-ids with greater-than inside parentheses and with nested template-ids
template<bool B> constexpr bool flag = B;
static_assert(flag<(2 > 1)> && !flag<(1 > 2)>);
static_assert(max_of<algo::identity_t<int>>(1, 2) == 2);

struct factory {
  template<class T> static constexpr T make() { return T(1); }
  template<class T> constexpr T get() const { return T(2); }
};
static_assert(factory::make<int>() == 1 && factory{}.get<long>() == 2);
template<class F> constexpr int via(F f) { return F::template make<int>() + f.template get<int>(); }
static_assert(via(factory{}) == 3);
