// options: --c++20 --gnu_version=120200
// requires-expressions in requires-clauses, partial ordering of constrained overloads, and
// if constexpr dispatch, as in ranges / CCCL algorithm customisation points
template<class T> T&& declval();
template<class I> concept bidirectional = requires(I i) { ++i; --i; *i; };
template<class I> concept random_access = bidirectional<I> && requires(I i, long n) { i += n; i - i; i[n]; };

template<class I> constexpr int advance_kind(I) { return 0; }
template<class I> requires bidirectional<I> constexpr int advance_kind(I) { return 1; }
template<class I> requires random_access<I> constexpr int advance_kind(I) { return 2; }

struct fwd_it { int operator*() const; fwd_it& operator++(); };
struct bidi_it { int operator*() const; bidi_it& operator++(); bidi_it& operator--(); };
static_assert(advance_kind(fwd_it{}) == 0 && advance_kind(bidi_it{}) == 1 && advance_kind((int*)nullptr) == 2);

template<class T> constexpr auto size_of(const T& t) {
  if constexpr (requires { t.size(); }) return t.size();
  else if constexpr (requires { t.length; }) return t.length;
  else if constexpr (requires(const T& x) { sizeof(x) / sizeof(x[0]); }) return sizeof(t) / sizeof(t[0]);
  else return 0;
}
struct with_size { constexpr unsigned long size() const { return 3; } };
struct with_len { unsigned long length = 4; };
constexpr int arr[5] = {};
static_assert(size_of(with_size{}) == 3 && size_of(with_len{}) == 4 && size_of(arr) == 5 && size_of(1) == 0);

template<class T> struct optional {
  T v;
  constexpr bool operator==(const optional& o) const requires requires(const T& a) { a == a; } { return v == o.v; }
  constexpr auto value_or(T d) const -> T requires requires { T(d); } { return v ? v : d; }
};
static_assert(optional<int>{1} == optional<int>{1});
static_assert(optional<int>{0}.value_or(5) == 5);
struct no_eq {};
template<class T> concept eq_comparable = requires(const T& a) { a == a; };
static_assert(eq_comparable<optional<int>> && !eq_comparable<optional<no_eq>>);

template<class T> requires (!requires { typename T::type; }) constexpr int no_type() { return 1; }
static_assert(no_type<int>() == 1);
