// options: --c++20 --gnu_version=120200
// placeholder-type-specifier: type-constraint(opt) auto / decltype(auto) [dcl.spec.auto]
// constrained auto variables, return types, structured types, new-expressions, NTTPs, lambdas
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> concept integral = is_same_v<T, int> || is_same_v<T, long> || is_same_v<T, unsigned>;
template <class T, class U> concept same_as = is_same_v<T, U>;
template <class T> concept pointer = requires(T p) { *p; p + 1; };
template <class T, class U> concept convertible_to = requires(T t) { static_cast<U>(t); };
constexpr integral auto next(integral auto x) { return x + 1; }
constexpr same_as<long> auto widen(int x) { return long(x); }
constexpr convertible_to<double> decltype(auto) ident(const int& x) { return (x); }
constexpr pointer auto data_of(int (&a)[2]) { return &a[0]; }
struct range { int d[3] = {1, 2, 3}; constexpr const int* begin() const { return d; } constexpr const int* end() const { return d + 3; } };
constexpr int total(const range& r) {
  int s = 0;
  for (integral auto v : r) s += v;
  return s;
}
template <integral auto N> constexpr auto twice_v = N * 2;
int main() {
  integral auto i = 5;
  const integral auto ci = 6u;
  integral auto& ri = i;
  same_as<int> auto&& fr = static_cast<int&&>(i);
  pointer auto p = &i;
  const pointer auto* pp = &p;
  convertible_to<long> auto c = 'a' + 0;
  same_as<long> decltype(auto) d = widen(2);
  integral auto* heap = new integral auto(7);
  auto lam = [](integral auto a) -> integral auto { return a * 2; };
  same_as<int> auto from_lam = lam(3);
  static_assert(next(1) == 2 && next(1L) == 2L && widen(3) == 3L && twice_v<4> == 8);
  static_assert(total(range{}) == 6);
  int arr[2] = {9, 8};
  int r = i + int(ci) + ri + fr + *p + **pp + c + int(d) + *heap + from_lam + *data_of(arr) + ident(1);
  delete heap;
  return r - 157;
}
