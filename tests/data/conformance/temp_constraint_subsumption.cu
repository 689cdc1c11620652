// options: --c++20 --gnu_version=120200
// partial ordering by constraints [temp.constr.order]: conjunction and disjunction of atomic
// constraints, subsumption through concepts, iterator-category style overload hierarchies
template <class T> T&& declval() noexcept;
template <class T> concept movable = requires(T a) { T(static_cast<T&&>(a)); };
template <class I> concept input_iterator = movable<I> && requires(I i) { *i; ++i; };
template <class I> concept forward_iterator = input_iterator<I> && requires(I i) { i++; i == i; };
template <class I> concept bidirectional_iterator = forward_iterator<I> && requires(I i) { --i; i--; };
template <class I> concept random_access_iterator = bidirectional_iterator<I> && requires(I i, long n) { i += n; i[n]; i - i; };
template <input_iterator I> constexpr int category(I) { return 1; }
template <forward_iterator I> constexpr int category(I) { return 2; }
template <bidirectional_iterator I> constexpr int category(I) { return 3; }
template <random_access_iterator I> constexpr int category(I) { return 4; }
template <class T> concept small = sizeof(T) <= 4;
template <class T> concept tiny = sizeof(T) == 1;
template <class T> concept small_or_tiny = small<T> || tiny<T>;
template <class T> requires small<T> constexpr int sz(T) { return 1; }
template <class T> requires small<T> && tiny<T> constexpr int sz(T) { return 2; }
template <class T> requires small_or_tiny<T> constexpr int disj(T) { return 1; }
template <class T> requires small<T> constexpr int disj(T) { return 2; }
template <class T>
struct optional {
  constexpr int reset() requires movable<T> { return 1; }
  constexpr int reset() requires movable<T> && small<T> { return 2; }
};
template <class T> struct storage { static constexpr int v = 0; };
template <small T> struct storage<T> { static constexpr int v = 1; };
template <class T> requires small<T> && tiny<T> struct storage<T> { static constexpr int v = 2; };
struct fwd_it {
  int* p;
  constexpr int& operator*() const { return *p; }
  constexpr fwd_it& operator++() { ++p; return *this; }
  constexpr fwd_it operator++(int) { fwd_it t = *this; ++p; return t; }
  constexpr bool operator==(const fwd_it&) const = default;
};
struct big { double a, b; };
static_assert(category(static_cast<int*>(nullptr)) == 4 && category(fwd_it{nullptr}) == 2);
static_assert(sz(1) == 1 && sz('c') == 2 && disj(1) == 2);
static_assert(optional<int>{}.reset() == 2 && optional<big>{}.reset() == 1);
static_assert(storage<big>::v == 0 && storage<int>::v == 1 && storage<char>::v == 2);
int main() { return sz(0) - 1; }
