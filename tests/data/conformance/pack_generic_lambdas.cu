// [expr.prim.lambda] generic lambdas with parameter packs: auto... xs, auto&&... xs,
// const auto&... xs, forwarding with decltype(xs), sizeof...(xs), recursion through a
// y-combinator, and lambdas returning lambdas that capture packs
template <class T> struct remove_ref { using type = T; };
template <class T> struct remove_ref<T&> { using type = T; };
template <class T> constexpr T&& fwd(typename remove_ref<T>::type& t) noexcept { return static_cast<T&&>(t); }
constexpr auto count = [](auto... xs) { return sizeof...(xs); };
constexpr auto sum = [](const auto&... xs) { return (0 + ... + xs); };
constexpr auto forward_to = [](auto f, auto&&... xs) { return f(fwd<decltype(xs)>(xs)...); };
constexpr auto curry = [](auto f, auto... bound) { return [=](auto... rest) { return f(bound..., rest...); }; };
constexpr auto compose = [](auto f, auto g) { return [=](auto&&... xs) { return f(g(fwd<decltype(xs)>(xs)...)); }; };
template <class F> struct y_comb {
  F f;
  template <class... A> constexpr auto operator()(A... a) const { return f(*this, a...); }
};
template <class F> y_comb(F) -> y_comb<F>;
constexpr y_comb fact{[](auto self, int n) -> int { return n <= 1 ? 1 : n * self(n - 1); }};
constexpr auto add3 = [](int a, int b, int c) { return a + b + c; };
constexpr auto first_of = [](auto x, auto...) { return x; };
constexpr auto nested = [](auto... xs) { return [](auto... ys) { return sizeof...(ys); }(xs..., xs...); };
static_assert(count() == 0 && count(1, 'a', 2.0) == 3);
static_assert(sum(1, 2, 3) == 6);
static_assert(forward_to(add3, 1, 2, 3) == 6);
static_assert(curry(add3, 1)(2, 3) == 6 && curry(add3, 1, 2)(3) == 6);
static_assert(compose([](int v) { return v * 2; }, add3)(1, 1, 1) == 6);
static_assert(fact(5) == 120);
static_assert(first_of(7, 'x', 2.0) == 7 && nested(1, 2) == 4);
int main() { int a = 1; return forward_to([](int& r, int v) { return r + v; }, a, 2) - 3; }
