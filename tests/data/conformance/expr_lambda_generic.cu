// generic lambdas [expr.prim.lambda.closure]/6: auto, auto&, const auto&, auto&&, auto...
// parameters, decltype(auto) returns, explicit operator() template-ids, recursion via self
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };
template<class T> T&& declval();

constexpr auto add = [](auto a, auto b) { return a + b; };
static_assert(add(1, 2) == 3 && add(1.5, 1) == 2.5);
static_assert(is_same<decltype(add(1, 2L)), long>::value);

constexpr auto by_ref = [](auto& x) { ++x; };
constexpr auto by_cref = [](const auto& x) { return x; };
constexpr auto fwd = [](auto&& x) -> decltype(auto) { return static_cast<decltype(x)&&>(x); };
constexpr auto variadic = [](auto... xs) { return sizeof...(xs); };
constexpr auto mixed = [](int first, auto&&... rest) { return first + (0 + ... + rest); };

constexpr int run() { int v = 1; by_ref(v); return v + by_cref(10); }
static_assert(run() == 12);
static_assert(variadic() == 0 && variadic(1, 'a', 2.0) == 3);
static_assert(mixed(1, 2, 3L, 4) == 10);
int gi = 0;
static_assert(is_same<decltype(fwd(gi)), int&>::value);
static_assert(is_same<decltype(fwd(0)), int&&>::value);

// naming the call operator template of a generic lambda explicitly
constexpr auto make_zero = [](auto tag) { return decltype(tag){}; };
static_assert(make_zero.operator()<int>(5) == 0);
static_assert(is_same<decltype(make_zero.operator()(1.0f)), float>::value);

// recursion through a self parameter (Y-combinator style)
constexpr auto fib = [](auto self, int n) -> int { return n < 2 ? n : self(self, n - 1) + self(self, n - 2); };
static_assert(fib(fib, 10) == 55);

// generic lambdas returning lambdas (currying)
constexpr auto curry = [](auto f) { return [f](auto a) { return [f, a](auto b) { return f(a, b); }; }; };
static_assert(curry(add)(20)(22) == 42);

// generic lambda used with explicit conversion to a function pointer
constexpr int (*iptr)(int, int) = add;
static_assert(iptr(2, 3) == 5);
using result_t = decltype(declval<decltype(add)>()(1u, 1u));
static_assert(is_same<result_t, unsigned>::value);
