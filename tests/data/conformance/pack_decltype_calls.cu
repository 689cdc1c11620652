// [dcl.type.decltype] [temp.variadic] [expr.type.conv]: packs inside decltype: T{}(A{}, args...,
// X{}), declval<Ts>()..., trailing return types built from pack expansions, result-of style
// traits and SFINAE on a call with a pack
template <class T> T&& declval() noexcept;
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
struct any_arg { template <class T> operator T() const; };
struct functor {
  int operator()(int, char, double, any_arg) const;
  long operator()(int) const;
  template <class... Ts> char operator()(Ts...) const;
};
template <class F, class... Args> using invoke_result = decltype(declval<F>()(declval<Args>()...));
template <class F, class A0, class... Args>
auto call_with_tail(F f, A0 a0, Args... args) -> decltype(F{}(A0{}, args..., any_arg{})) { return f(a0, args..., any_arg{}); }
template <class F, class... Args> auto forward_call(F f, Args... args) -> decltype(f(args...)) { return f(args...); }
template <class... Ts> auto make_sum(Ts... xs) -> decltype((xs + ...)) { return (xs + ...); }
template <class... Fs> auto apply_all(Fs... fs) -> decltype((fs(), ...)) { return (fs(), ...); }
template <class F, class... Args> struct callable {
  template <class G, class = decltype(declval<G>()(declval<Args>()...))> static char test(int);
  template <class G> static long test(...);
  static constexpr bool value = sizeof(test<F>(0)) == 1;
};
template <class... Ts> struct holder { decltype(functor{}(Ts{}...)) value; };   // T{} calls with a pack in a member type
static_assert(same<invoke_result<functor, int>, long>::value);
static_assert(same<invoke_result<functor, int, int>, char>::value);
static_assert(same<decltype(call_with_tail(functor{}, 1, 'c', 2.0)), int>::value);
static_assert(same<decltype(make_sum(1, 2L)), long>::value);
static_assert(same<decltype(holder<int>{}.value), long>::value && same<decltype(holder<int, int>{}.value), char>::value);
static_assert(callable<functor, int>::value && !callable<int, int>::value);
int f1() { return 1; }
int main() { return forward_call([](int a, int b) { return a + b; }, 1, 2) + make_sum(1, 2) + apply_all(f1, f1) - 7; }
