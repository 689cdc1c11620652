// lambda-declarator [expr.prim.lambda.general]: parameter-declaration-clause, mutable,
// constexpr, noexcept-specifier, attribute-specifier-seq, trailing-return-type in every combination
template<class T, class U> struct is_same { static constexpr bool value = false; };
template<class T> struct is_same<T, T> { static constexpr bool value = true; };

auto l1 = [] {};
auto l2 = [] () {};
auto l3 = [] () mutable {};
auto l4 = [] () constexpr { return 1; };
auto l5 = [] () noexcept { return 2; };
auto l6 = [] () -> long { return 3; };
auto l7 = [] () mutable constexpr noexcept -> int { return 4; };
auto l8 = [] () constexpr mutable noexcept(true) -> int { return 5; };
auto l9 = [] (int a, int b = 2) noexcept(false) { return a + b; };
auto l10 = [] () [[]] { return 6; };
auto l11 = [] (int a [[maybe_unused]] = 0) noexcept [[]] -> int { return 7; };
auto l12 = [] (int) -> decltype(auto) { static int s = 0; return (s); };
auto l13 = [] (int x, ...) { return x; };
auto l14 = [] (int* p) -> int& { return *p; };

static_assert(is_same<decltype(l6()), long>::value);
static_assert(is_same<decltype(l12(0)), int&>::value);
static_assert(is_same<decltype(l14(nullptr)), int&>::value);
static_assert(noexcept(l5()) && !noexcept(l9(1)) && noexcept(l8()));
static_assert(l4() == 1 && l9(1) == 3);
static_assert([]() constexpr { return 10; }() == 10);

// a non-mutable lambda's call operator is const; mutable allows modifying copies
constexpr int counter() {
  int n = 0;
  auto inc = [n]() mutable { return ++n; };
  inc();
  inc();
  return inc() * 10 + n;
}
static_assert(counter() == 30);

// implicitly constexpr when the body satisfies the requirements
constexpr auto square = [](int x) { return x * x; };
static_assert(square(7) == 49);
static_assert(is_same<decltype(l1()), void>::value && is_same<decltype(l13(1, 2.0)), int>::value);
int use() { l2(); l3(); return l10() + l11() + l7(); }
