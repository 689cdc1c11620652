// type-parameter: type-parameter-key ...(opt) identifier(opt) / = type-id [temp.param]
// class vs typename keys, unnamed parameters, defaults referring to earlier parameters
template <class T> struct allocator { using value_type = T; };
template <class T, class Alloc = allocator<T>> struct vector { using alloc_type = Alloc; };
template <typename Key, typename Value, typename Compare = void, typename = Value> struct map {};
template <class, class> struct unnamed_both { static constexpr int value = 2; };
template <class T, class U = T*, class V = const U&> struct chain { using type = V; };
template <typename T = int> struct defaulted { T v{}; };
template <class T> struct declared;
template <class T = long> struct declared;
template <class T> struct declared { T v; };
template <class T, class = typename T::value_type> constexpr int has_value_type(int) { return 1; }
template <class T> constexpr int has_value_type(long) { return 0; }
template <class T> using id = T;
template <class T, typename id<T>::type* = nullptr> void never() {}
template <class Outer> struct outer {
  template <class Inner = Outer> struct nested { using type = Inner; };
};
template <class T> struct same { static constexpr bool value = false; };
template <class T> struct same<T(T)> { static constexpr bool value = true; };
static_assert(same<vector<int>::alloc_type(allocator<int>)>::value, "");
static_assert(unnamed_both<int, char>::value == 2, "");
static_assert(same<chain<int>::type(int* const&)>::value, "");
static_assert(same<outer<char>::nested<>::type(char)>::value, "");
static_assert(has_value_type<allocator<int>>(0) == 1 && has_value_type<int>(0) == 0, "");
int main() {
  map<int, long> m;
  defaulted<> d;
  defaulted<double> dd;
  declared<> decl{3};
  (void)m;
  return d.v + int(dd.v) + int(decl.v) - 3;
}
