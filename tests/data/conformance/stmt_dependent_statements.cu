// statements inside templates with type-dependent parts [temp.dep], [stmt.select], [stmt.iter]:
// dependent condition declarations, dependent switch conditions and case values, range-for over a
// dependent range with dependent element type, try/catch of a dependent type, goto in templates
template <class T> struct optional { T v; bool ok; explicit operator bool() const { return ok; } };
template <class T> struct traits { using value_type = T; static constexpr T zero = T(0); static constexpr int tag = sizeof(T); };
template <class T> struct list { T a[3]; const T* begin() const { return a; } const T* end() const { return a + 3; } };
template <class T> T find_or_zero(optional<T> o) {
  if (optional<T> copy = o) return copy.v;
  if (typename traits<T>::value_type z = traits<T>::zero; z == T(0)) return z;
  return T(1);
}
template <class T> int classify() {
  switch (traits<T>::tag) {
  case sizeof(char): return 1;
  case sizeof(short): return 2;
  case traits<int>::tag: return 4;
  default: return 8;
  }
}
template <class R> auto sum(const R& r) {
  typename traits<int>::value_type n = 0;
  for (const auto& e : r) n += int(e);
  for (typename traits<decltype(*r.begin() + 0)>::value_type e : r) n += int(e);
  return n;
}
template <class E> int guarded(int v) {
  try {
    if (v < 0) throw E{v};
    return v;
  } catch (const E& e) {
    return -int(sizeof(e));
  }
}
template <int N> int countdown() {
  int i = N, steps = 0;
loop:
  if (i-- > 0) { ++steps; goto loop; }
  do { ++steps; } while (steps < N);
  while (typename traits<int>::value_type k = i < 0 ? 0 : 1) { i = -1; steps += k; }
  return steps;
}
struct err { int code; };
int main() {
  list<short> l{{1, 2, 3}};
  return find_or_zero(optional<int>{5, true}) + classify<char>() + classify<long long>() + sum(l) + guarded<err>(-1)
       + countdown<3>() - 25;
}
