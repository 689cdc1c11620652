// options: --c++20 --gnu_version=120200
// [temp.names] [temp.constr.decl] concept-ids as expressions next to comparisons: C<T> && N < 3,
// requires (N > 0) && C<T>, concept-ids as template arguments and in conditions, partial
// concept-ids as type-constraints (C<int> T, C<T> auto), and '>' inside requires-clauses
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class T> concept small = sizeof(T) < 4;
template <class T, class U> concept same_as = same_v<T, U>;
template <class T, int N> concept fits = sizeof(T) <= N;
template <bool B> struct bool_ { static constexpr bool value = B; };
template <class T, int N> requires small<T> && (N < 3) constexpr int f() { return 1; }
template <class T, int N> requires (N > 0) && (!small<T>) constexpr int f() { return 2; }
template <class T> requires fits<T, 4> || same_as<T, double> constexpr int g() { return 3; }
template <same_as<int> T> constexpr int h(T) { return 4; }                    // partial concept-id
template <fits<8> T, fits<8> auto V> constexpr int k(T) { return 5 + V; }      // partial concept-ids with a value
constexpr int m(same_as<long> auto v) { return int(v); }
template <class T> constexpr int cond() {
  if constexpr (small<T> && sizeof(T) > 1) return 6;
  else if constexpr (bool_<small<T>>::value || same_as<T, long>) return 7;   // concept-id as a template argument
  else return small<T> ? 8 : 9;
}
template <class T> struct opt { static constexpr bool value = small<T> == true && 1 < 2; };
static_assert(f<char, 2>() == 1 && f<long, 5>() == 2);
static_assert(g<int>() == 3 && g<double>() == 3);
static_assert(h(1) == 4 && k<int, 2>(1) == 7 && m(3L) == 3);
static_assert(cond<short>() == 6 && cond<char>() == 7 && cond<long>() == 7 && cond<double>() == 9);
static_assert(opt<char>::value && !opt<long>::value);
int main() { return 0; }
