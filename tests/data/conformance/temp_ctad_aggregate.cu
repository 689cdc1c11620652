// options: --c++20 --gnu_version=120200
// aggregate deduction candidates [over.match.class.deduct]/1.8 (C++20): CTAD for aggregates,
// brace elision, arrays, packs in aggregates, alias template CTAD [over.match.class.deduct]/3
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
template <class T> struct point { T x, y; };
template <class T, class U> struct kv { T key; U value; };
template <class T, unsigned long N> struct array { T elems[N]; };
template <class... Ts> struct overload : Ts... { using Ts::operator()...; };
template <class T> struct nested { point<T> p; T extra; };
template <class T> struct with_default { T a; int b = 3; };
template <class T> using pt = point<T>;
template <class T> using int_kv = kv<int, T>;
int main() {
  point p{1, 2};
  point pd{1.5, 2.5};
  kv e{"k", 3L};
  array a{{1, 2, 3}};
  overload o{[](int) { return 1; }, [](char) { return 2; }};
  nested n{point{1, 2}, 3};
  with_default wd{1.0f};
  pt q{3, 4};
  int_kv ik{1, 'x'};
  static_assert(is_same_v<decltype(p), point<int>> && is_same_v<decltype(pd), point<double>>);
  static_assert(is_same_v<decltype(e), kv<const char*, long>> && is_same_v<decltype(a), array<int, 3>>);
  static_assert(is_same_v<decltype(n), nested<int>> && is_same_v<decltype(wd), with_default<float>>);
  static_assert(is_same_v<decltype(q), point<int>> && is_same_v<decltype(ik), kv<int, char>>);
  return p.x + a.elems[2] + o(1) + o('c') + n.extra + wd.b + q.y + ik.key - 17;
}
