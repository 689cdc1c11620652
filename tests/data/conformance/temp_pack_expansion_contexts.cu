// options: --c++20 --gnu_version=120200
// pack-expansion contexts [temp.variadic]/5: function arguments, initializer lists, template arguments,
// base-specifiers, mem-initializers, lambda captures and init-capture packs (C++20), sizeof..., alignas
template <class... Ts> struct list {};
template <class T> constexpr int size_of = sizeof(T);
template <class... Ts> constexpr int sum(Ts... ts) { return (0 + ... + ts); }
template <class T> struct base { T v; constexpr base(T x) : v(x) {} };
template <class... Ts>
struct multi : base<Ts>... {
  constexpr multi(Ts... ts) : base<Ts>(ts)... {}
  constexpr int total() const { return (0 + ... + int(base<Ts>::v)); }
};
template <class... Ts>
constexpr int contexts(Ts... ts) {
  int arr[] = {int(ts)..., 0};
  int braced[sizeof...(Ts) + 1]{(int(ts) * 2)...};
  list<Ts..., int, const Ts*...> l{};
  (void)l;
  auto by_copy = [ts...] { return sum(ts...); };
  auto by_ref = [&ts...] { return sum(ts...); };
  auto init_capture = [... xs = ts] { return sum(xs...); };
  int from_sizes = sum(size_of<Ts>...);
  int nested = sum(sum(ts, ts)...);
  int casted = sum(static_cast<int>(ts)...);
  alignas(Ts...) unsigned char storage[8] = {};
  (void)storage;
  return arr[0] + braced[0] + by_copy() + by_ref() + init_capture() + from_sizes + nested + casted;
}
template <class... Fs> struct composed : Fs... { using Fs::operator()...; };
template <class... Ts> struct outer {
  template <class... Us> struct zip { using type = list<list<Ts, Us>...>; };
  template <Ts... Vs> static constexpr int values = sum(Vs...);
};
template <class... Args> constexpr int count_args(Args&&...) { return sizeof...(Args); }
template <class... Ts> constexpr int forward_all(Ts&&... ts) { return count_args(static_cast<Ts&&>(ts)...); }
template <class... Ts> void exceptions() noexcept((noexcept(Ts()) && ...));
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
static_assert(contexts(1, 2L) == 1 + 2 + 3 + 3 + 3 + 12 + 6 + 3);
static_assert(multi<int, long, char>(1, 2L, char(3)).total() == 6);
static_assert(is_same_v<outer<int, char>::zip<long, short>::type, list<list<int, long>, list<char, short>>>);
static_assert(outer<int, long>::values<1, 2L> == 3 && forward_all(1, 'a', 2.0) == 3);
int main() { composed<> c; (void)c; return contexts() ; }
