// options: --c++20 --gnu_version=120200
// [dcl.fct] p22 abbreviated function templates: auto and constrained auto in parameters,
// auto* / auto& / const auto& / auto&&, auto... packs, in members, with explicit template
// arguments for the invented parameters, and distinguished from auto-typed variables
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T> concept arithmetic = same_v<T, int> || same_v<T, long> || same_v<T, double>;
template <class T, class... U> concept one_of = (same_v<T, U> || ...);
constexpr auto twice(auto x) { return x * 2; }
constexpr int deref(const auto* p) { return *p; }
constexpr auto& first(auto& a) { return a[0]; }
constexpr auto forward_sum(auto&&... xs) { return (0 + ... + xs); }
constexpr int scaled(arithmetic auto x, int k = 2) { return int(x) * k; }
constexpr int pick(one_of<int, long> auto v) { return int(v); }
constexpr int pick(one_of<double> auto) { return -1; }
template <class T> constexpr int mixed(T a, auto b) { return int(a) + int(b); }
struct accumulator {
  int total = 0;
  constexpr void add(auto v) { total += int(v); }
  constexpr auto get() const -> decltype(auto) { return total; }
  static constexpr bool is_int(auto v) { return same_v<decltype(v), int>; }
};
constexpr int run() {
  int arr[3] = {4, 5, 6};
  accumulator acc;
  acc.add(1); acc.add(2.5); acc.add('a' - 'a');
  auto lam = [](auto a, auto... rest) { return a + sizeof...(rest); };
  return twice(3) + deref(&arr[1]) + first(arr) + forward_sum(1, 2L, 3) + scaled(2.0) + pick(3) +
         pick(1.0) + mixed<long>(1, 2.0f) + mixed<int, char>(1, 'b' - 'a') + acc.get() + int(lam(1, 2, 3));
}
static_assert(run() == 38);
static_assert(accumulator::is_int(1) && !accumulator::is_int(1L));
static_assert(twice<long>(4) == 8);                // explicit argument for the invented parameter
int main() { return run() - 38; }
