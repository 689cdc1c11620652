// template-parameter declared with a placeholder type: auto, decltype(auto), auto... [temp.param]
// [temp.arg.nontype] deduction of the parameter type from the argument (C++17)
template <auto V> struct constant { static constexpr auto value = V; using type = decltype(V); };
template <auto... Vs> struct value_list { static constexpr unsigned long size = sizeof...(Vs); };
template <auto V, decltype(V) W> struct pair_of { static constexpr auto sum = V + W; };
template <decltype(auto) V> struct decl_auto { static constexpr auto value = V; };
template <const auto* P> struct const_ptr { static constexpr auto first = *P; };
template <auto& R> struct auto_ref { static auto& get() { return R; } };
template <class T, T... Vs> struct typed_list {};
template <auto F> struct fn_wrap { template <class... A> static auto call(A... a) { return F(a...); } };
template <class T> struct same_t { static constexpr bool value = false; };
template <> struct same_t<int> { static constexpr bool value = true; };
enum class e { x = 3 };
struct s { int m; };
int g = 5;
constexpr char chars[] = "ok";
int twice(int x) { return 2 * x; }
template <auto V> constexpr auto get_v() { return V; }
template <auto N> constexpr auto sum_to() { if constexpr (N == 0) return N; else return N + sum_to<N - 1>(); }
static_assert(constant<5>::value == 5 && same_t<constant<5>::type>::value, "");
static_assert(constant<'c'>::value == 'c' && constant<true>::value && constant<e::x>::value == e::x, "");
static_assert(constant<&s::m>::value == &s::m && constant<nullptr>::value == nullptr, "");
static_assert(value_list<1, 'a', true, 2u, e::x>::size == 5 && value_list<>::size == 0, "");
static_assert(pair_of<3L, 4>::sum == 7 && decl_auto<10>::value == 10, "");
static_assert(const_ptr<chars>::first == 'o' && get_v<42ull>() == 42 && sum_to<4>() == 10, "");
int main() {
  auto_ref<g>::get() = 6;
  typed_list<int, 1, 2, 3> tl;
  (void)tl;
  return g + fn_wrap<twice>::call(2) + fn_wrap<&twice>::call(1) + *constant<&g>::value - 18;
}
