// options: --c++20 --gnu_version=120200
// abbreviated function templates: placeholder-type-specifier in parameter declarations
// [dcl.fct]/22: auto, C auto, C<args> auto, auto..., const auto&, auto&&, mixed with template-head
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long> || is_same_v<T, char>;
template <class T, class U> concept convertible_to = requires(T t) { static_cast<U>(t); };
template <class T> concept arithmetic = integral<T> || is_same_v<T, double>;
constexpr auto add(auto a, auto b) { return a + b; }
constexpr int twice(integral auto x) { return 2 * x; }
constexpr double to_double(convertible_to<double> auto x) { return static_cast<double>(x); }
constexpr auto sum(arithmetic auto... xs) { return (xs + ... + 0); }
constexpr int by_ref(const auto& x) { return sizeof(x); }
constexpr int forward_like(auto&& x) { return static_cast<decltype(x)&&>(x) + 0; }
template <class T> constexpr T mixed(T a, integral auto b) { return a * b; }
constexpr int ptr_param(const auto* p) { return *p; }
constexpr auto ret_trailing(auto x) -> decltype(x * 2) { return x * 2; }
constexpr int kind(auto) { return 0; }
constexpr int kind(integral auto) { return 1; }
struct widget {
  constexpr int member(integral auto x) const { return x + 1; }
  static constexpr auto make(auto v) { return v; }
  friend constexpr int hidden(widget, auto n) { return n; }
};
auto lambda = [](integral auto x, auto... rest) { return x + sizeof...(rest); };
constexpr int arr[2] = {3, 4};
static_assert(add(1, 2.5) == 3.5 && twice(4) == 8 && twice('a') == 194 && to_double(3) == 3.0);
static_assert(sum(1, 2L, 'a', 1.0) == 101.0 && sum() == 0 && by_ref(1.0) == 8 && forward_like(5) == 5);
static_assert(mixed(1.5, 2) == 3.0 && ptr_param(arr) == 3 && ret_trailing(2) == 4);
static_assert(kind(1) == 1 && kind(1.0) == 0);
static_assert(widget{}.member(2) == 3 && widget::make('c') == 'c' && hidden(widget{}, 4) == 4);
static_assert(add<int, long>(1, 2L) == 3 && twice<long>(2) == 4);
int main() { return int(lambda(1, 2, 3)) - 3; }
