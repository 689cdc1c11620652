// class template argument deduction from constructors [over.match.class.deduct] (C++17)
// implicit guides from constructors, copy deduction candidate, CTAD in new, casts and auto
template <class T> struct box { T value; box(T v) : value(v) {} };
template <class T, class U> struct pair { T first; U second; pair(const T& a, const U& b) : first(a), second(b) {} };
template <class T, int N> struct array_ref { T* p; array_ref(T (&a)[N]) : p(a) {} static constexpr int size = N; };
template <class T> struct ptr_wrap { T* p; ptr_wrap(T* x) : p(x) {} };
template <class T = int> struct def { T v; def() : v() {} def(T x) : v(x) {} };
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T>
struct vec {
  T first;
  template <class It> vec(It b, It) : first(*b) {}
  vec(unsigned long n, const T& v) : first(n ? v : v) {}
};
template <class F> struct scope_exit { F f; scope_exit(F fn) : f(fn) {} ~scope_exit() { f(); } };
int main() {
  box b(5);
  box b2 = 2.5;
  box copy(b);
  pair p(1, 'c');
  pair p2{1.0, b};
  int arr[4] = {1, 2, 3, 4};
  array_ref ar(arr);
  ptr_wrap pw(&arr[0]);
  def d;
  def d2(3L);
  vec v(2ul, 'x');
  auto bp = new box(1u);
  auto tmp = box(short(1));
  auto fc = box{'c'};
  int called = 0;
  { scope_exit guard([&] { ++called; }); }
  static_assert(is_same_v<decltype(b), box<int>> && is_same_v<decltype(b2), box<double>>, "");
  static_assert(is_same_v<decltype(copy), box<int>> && is_same_v<decltype(p), pair<int, char>>, "");
  static_assert(is_same_v<decltype(p2), pair<double, box<int>>> && decltype(ar)::size == 4, "");
  static_assert(is_same_v<decltype(d), def<int>> && is_same_v<decltype(d2), def<long>>, "");
  static_assert(is_same_v<decltype(v), vec<char>> && is_same_v<decltype(bp), box<unsigned>*>, "");
  static_assert(is_same_v<decltype(tmp), box<short>> && is_same_v<decltype(fc), box<char>>, "");
  int r = b.value + int(b2.value) + p.first + ar.p[3] + *pw.p + d.v + int(d2.v) + (v.first == 'x') + int(bp->value) + called;
  delete bp;
  return r - 18;
}
