// C++17 conformance: pack expansions
// [temp.variadic] p3-p4, [dcl.fct] p17: function parameter packs (Ts..., Ts&&..., const Ts&...,
// Ts*...), unnamed packs, packs after defaulted parameters, expansion in calls and forwarding
template <class T> struct remove_ref { using type = T; };
template <class T> struct remove_ref<T&> { using type = T; };
template <class T> constexpr T&& forward(typename remove_ref<T>::type& t) noexcept { return static_cast<T&&>(t); }
constexpr int sum() { return 0; }
template <class T, class... Ts> constexpr int sum(T t, Ts... ts) { return int(t) + sum(ts...); }
template <class... Ts> constexpr int by_value(Ts... xs) { return sum(xs...); }
template <class... Ts> constexpr int by_cref(const Ts&... xs) { return sum(xs...); }
template <class... Ts> constexpr int by_fwd(Ts&&... xs) { return sum(forward<Ts>(xs)...); }
template <class... Ts> constexpr int by_ptr(Ts*... ps) { return sum(*ps...); }
template <class... Ts> constexpr int unnamed(Ts...) { return sizeof...(Ts); }
template <class... Ts> constexpr int after_default(int k = 1, Ts... xs) { return k * sum(xs...); }
template <class... Ts> constexpr int arrays(Ts (&... arrs)[2]) { return sum(arrs[1]...); }
template <class R, class... Args> constexpr int arity(R (*)(Args...)) { return sizeof...(Args); }
template <class... Ts> constexpr int c_variadic(Ts... xs, ...) { return sizeof...(xs); }
template <class... Ts> struct caller {
  static constexpr int call(Ts... xs) { return sum(xs...); }       // pack of the enclosing class
  template <class... Us> static constexpr int both(Ts... a, Us... b) { return sum(a...) * 10 + sum(b...); }
};
int f3(int, char, double) { return 0; }
constexpr int run() {
  int a = 1, b = 2;
  int x[2] = {3, 4}, y[2] = {5, 6};
  return by_value(1, 2L, 'a' - 'a') + by_cref(a, b) + by_fwd(a, 3) + by_ptr(&a, &b) + unnamed(1, 2, 3) +
         after_default(2, 1, 1) + arrays(x, y) + arity(f3) + c_variadic<int, double>(1, 2.0, 3) + caller<int, int>::call(1, 2) +
         caller<int>::both(1, 2, 3);
}
static_assert(run() == 54);
int main() { return run() - 54; }
