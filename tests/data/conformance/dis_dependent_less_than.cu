// [temp.res] p3, [temp.names] p5: a dependent qualified name not preceded by 'template' is
// not a template-name, so T::value < N and t.size < n are less-than comparisons, while
// T::template f<N> and t.template get<N> start template-argument-lists
struct cfg {
  static constexpr int value = 2;
  static constexpr int limit = 5;
  template <int N> static constexpr int f() { return N; }
  int size = 3;
  int count = 1;
};
template <class T, int N> constexpr bool in_range() {
  return T::value < N && N > T::value;              // two comparisons
}
template <class T> constexpr bool nested_cmp() {
  return T::value < T::limit > 0;                   // (T::value < T::limit) > 0
}
template <class T> bool member_cmp(const T& t, int n) {
  return t.size < n || t.count > n;                 // dependent member access, no template-id
}
template <class T> bool ptr_cmp(const T* p, int n) {
  return p->size < n && p->count < n;
}
template <class T> constexpr int with_template() {
  return T::template f<3>() + (T::value < 1);      // explicit 'template' for the member template
}
template <class T> constexpr bool ternary() {
  return T::value < 3 ? T::limit > 4 : false;
}
static_assert(in_range<cfg, 3>());
static_assert(nested_cmp<cfg>());
static_assert(with_template<cfg>() == 3);
static_assert(ternary<cfg>());
int main() {
  cfg c;
  return member_cmp(c, 4) + ptr_cmp(&c, 4) - 2;
}
