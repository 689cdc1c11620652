// options: --c++20 --gnu_version=120200
// customization point objects and range concepts as in <ranges> [customization.point.object]:
// constrained operator() overloads with requires-expressions, inline constexpr objects, views
template <class T> T&& declval() noexcept;
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
namespace ranges {
namespace begin_impl {
template <class T> void begin(T&) = delete;
template <class T> void begin(const T&) = delete;
template <class T> concept member_begin = requires(T& t) { t.begin(); };
template <class T> concept adl_begin = !member_begin<T> && requires(T& t) { begin(t); };
struct fn {
  template <class T, unsigned long N> constexpr T* operator()(T (&a)[N]) const noexcept { return a; }
  template <member_begin T> constexpr auto operator()(T& t) const noexcept(noexcept(t.begin())) { return t.begin(); }
  template <adl_begin T> constexpr auto operator()(T& t) const { return begin(t); }
};
}
inline namespace cpo { inline constexpr begin_impl::fn begin{}; }
template <class R> using iterator_t = decltype(ranges::begin(declval<R&>()));
template <class R> concept range = requires(R& r) { ranges::begin(r); };
template <class I> concept random_access = requires(I i, long n) { i + n; i[n]; *i; };
template <class R> concept random_access_range = range<R> && random_access<iterator_t<R>>;
template <class D> requires is_same_v<D, D>
struct view_interface {
  constexpr auto front() requires range<D> { return *ranges::begin(static_cast<D&>(*this)); }
  constexpr auto operator[](long n) requires random_access_range<D> { return ranges::begin(static_cast<D&>(*this))[n]; }
};
template <class T, unsigned long N>
struct span : view_interface<span<T, N>> {
  T* p;
  constexpr explicit span(T (&a)[N]) : p(a) {}
  constexpr T* begin() const { return p; }
};
}
namespace user { struct bag { int items[2] = {8, 9}; }; constexpr int* begin(bag& b) { return b.items; } }
constexpr int test() {
  int arr[3] = {4, 5, 6};
  ranges::span s(arr);
  user::bag b;
  return *ranges::begin(arr) + s.front() + s[2] + *ranges::begin(b);
}
static_assert(test() == 4 + 4 + 6 + 8);
static_assert(ranges::range<int[2]> && ranges::range<user::bag> && !ranges::range<int>);
static_assert(ranges::random_access_range<ranges::span<int, 3>> && is_same_v<ranges::iterator_t<int[3]>, int*>);
int main() { return 0; }
