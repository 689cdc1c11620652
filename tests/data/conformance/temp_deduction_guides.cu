// deduction-guide: explicit-specifier(opt) template-name ( parameter-declaration-clause ) ->
// simple-template-id ; [temp.deduct.guide]: user-written guides, templated and non-templated
template <class T> struct remove_ref { using type = T; };
template <class T> struct remove_ref<T&> { using type = T; };
template <class T> struct decay_arr { using type = T; };
template <class T, unsigned long N> struct decay_arr<T[N]> { using type = T*; };
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> struct vector {
  T first{};
  template <class It> vector(It b, It e) : first(b != e ? *b : T()) {}
  vector(unsigned long, T v) : first(v) {}
};
template <class It> vector(It, It) -> vector<typename remove_ref<decltype(*It())>::type>;
template <class T1, class T2> struct pair { T1 a; T2 b; };
template <class T1, class T2> pair(T1, T2) -> pair<typename decay_arr<T1>::type, typename decay_arr<T2>::type>;
template <class T> struct string_like { T* s; string_like(const char* p) : s(p) {} };
string_like(const char*) -> string_like<const char>;
template <class T> struct wrapper { T v; template <class U> wrapper(U u) : v(u) {} };
template <class U> explicit wrapper(U) -> wrapper<long>;
template <class T> struct sized { T v; unsigned long n; };
template <class T> sized(T, int) -> sized<T>;
template <class... Ts> struct tuple { tuple(Ts...) {} };
template <class... Ts> tuple(Ts...) -> tuple<Ts...>;
namespace ns { template <class T> struct opt { T v; }; template <class T> opt(T) -> opt<T>; }
template <class F> struct function_ref { F* f; };
template <class R, class... A> function_ref(R (*)(A...)) -> function_ref<R(A...)>;
int forty(int) { return 40; }
int main() {
  int arr[3] = {1, 2, 3};
  vector v(arr, arr + 3);
  pair p{arr, "str"};
  string_like s("x");
  wrapper w(1);
  sized sz{2.0, 3};
  tuple t(1, 'a', 2.0);
  ns::opt o{5};
  function_ref fr{forty};
  static_assert(is_same_v<decltype(v), vector<int>> && is_same_v<decltype(p), pair<int*, const char*>>, "");
  static_assert(is_same_v<decltype(s), string_like<const char>> && is_same_v<decltype(w), wrapper<long>>, "");
  static_assert(is_same_v<decltype(sz), sized<double>> && is_same_v<decltype(t), tuple<int, char, double>>, "");
  static_assert(is_same_v<decltype(o), ns::opt<int>> && is_same_v<decltype(fr), function_ref<int(int)>>, "");
  return v.first + *p.a + int(w.v) + o.v + int(sz.n) - 10;
}
