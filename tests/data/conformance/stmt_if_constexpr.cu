// conformance program stmt_if_constexpr: valid C++17 accepted by the reference front end
// selection-statement: if constexpr ( condition ) statement else statement  [stmt.if]/2
// discarded statements are not instantiated; else-if chains; nested; with init-statement
template <class T> struct is_pointer { static constexpr bool value = false; };
template <class T> struct is_pointer<T*> { static constexpr bool value = true; };
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
template <class T> constexpr auto deref(T t) {
  if constexpr (is_pointer<T>::value)
    return *t;
  else
    return t;
}
template <class T> constexpr int rank() {
  if constexpr (is_same<T, char>::value) return 1;
  else if constexpr (is_same<T, short>::value) return 2;
  else if constexpr (is_same<T, int>::value) { return 4; }
  else { static_assert(sizeof(T) >= 8, "wide type"); return 8; }
}
template <int N> constexpr int fib() {
  if constexpr (N < 2) return N;
  else return fib<N - 1>() + fib<N - 2>();
}
template <class T> constexpr int member_or_zero(const T& t) {
  if constexpr (constexpr bool has = sizeof(T) > 1; has) {
    if constexpr (!is_pointer<T>::value) return t.size();
    else return 0;
  }
  return 0;
}
struct vec { int n; constexpr int size() const { return n; } };
template <class... Ts> constexpr int count_ints(Ts... ts) {
  int c = 0;
  ((is_same<Ts, int>::value ? ++c : c), ...);
  if constexpr (sizeof...(Ts) == 0) return -1;
  else return c;
}
constexpr int x = 3;
static_assert(deref(&x) == 3 && deref(4) == 4);
static_assert(rank<char>() + rank<short>() + rank<int>() + rank<long long>() == 15);
static_assert(fib<10>() == 55);
static_assert(member_or_zero(vec{5}) == 5);
static_assert(count_ints() == -1 && count_ints(1, 'a', 2) == 2);
