// options: --c++20 --gnu_version=120200
// compound-requirement [expr.prim.req.compound]: { expression } ; with noexcept,
// -> type-constraint return-type-requirement, both together, with partial concept-ids
template<class A, class B> concept same_as = __is_same(A, B) && __is_same(B, A);
template<class From, class To> concept convertible_to = __is_convertible_to(From, To);
template<class T> concept integral = __is_same(T, int) || __is_same(T, long) || __is_same(T, unsigned long);

template<class T> concept sized = requires(const T& t) {
  { t.size() } -> convertible_to<unsigned long>;
  { t.empty() } noexcept -> same_as<bool>;
};
template<class T> concept incrementable = requires(T i) {
  { ++i } -> same_as<T&>;
  { i++ } -> same_as<T>;
  { i += 1 };
  { i - i } noexcept -> integral;
};
template<class T> concept swappable_noexcept = requires(T& a, T& b) { { a.swap(b) } noexcept; };
template<class T> concept hashable = requires(T v) { { v.hash() } -> convertible_to<unsigned long>; };

struct good_container {
  unsigned size() const;
  bool empty() const noexcept;
  void swap(good_container&) noexcept;
};
struct throwing_container {
  unsigned long size() const;
  bool empty() const;
  void swap(throwing_container&);
};
struct wrong_empty {
  unsigned long size() const;
  int empty() const noexcept;
};
static_assert(sized<good_container> && !sized<throwing_container> && !sized<wrong_empty>);
static_assert(swappable_noexcept<good_container> && !swappable_noexcept<throwing_container>);
static_assert(incrementable<int> && incrementable<long*> && !incrementable<const int>);
static_assert(!hashable<int>);

template<class T> requires requires(T a, T b) { { a < b } -> convertible_to<bool>; }
constexpr const T& min_of(const T& a, const T& b) { return b < a ? b : a; }
static_assert(min_of(3, 2) == 2);

template<class It> concept random_access = requires(It it, long n) {
  { it[n] } -> same_as<decltype(*it)>;
  { it + n } -> same_as<It>;
  { n + it } -> same_as<It>;
};
static_assert(random_access<int*> && !random_access<int>);
