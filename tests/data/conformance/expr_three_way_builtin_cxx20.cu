// options: --c++20 --gnu_version=120200
// three-way-comparison <=> on built-in types [expr.spaceship] (C++20): integers, floats,
// pointers, enums; result types from a self-declared <compare>-like namespace std
namespace std {
  struct strong_ordering;
  struct partial_ordering {
    signed char v;
    static const partial_ordering less, equivalent, greater, unordered;
    friend constexpr bool operator==(partial_ordering a, partial_ordering b) noexcept { return a.v == b.v; }
    friend constexpr bool operator==(partial_ordering a, decltype(nullptr)) noexcept { return a.v == 0; }
    friend constexpr bool operator<(partial_ordering a, decltype(nullptr)) noexcept { return a.v == -1; }
    friend constexpr bool operator>(partial_ordering a, decltype(nullptr)) noexcept { return a.v == 1; }
  };
  inline constexpr partial_ordering partial_ordering::less{-1}, partial_ordering::equivalent{0},
      partial_ordering::greater{1}, partial_ordering::unordered{2};
  struct weak_ordering {
    signed char v;
    static const weak_ordering less, equivalent, greater;
    constexpr operator partial_ordering() const noexcept { return {v}; }
  };
  inline constexpr weak_ordering weak_ordering::less{-1}, weak_ordering::equivalent{0}, weak_ordering::greater{1};
  struct strong_ordering {
    signed char v;
    static const strong_ordering less, equal, equivalent, greater;
    constexpr operator partial_ordering() const noexcept { return {v}; }
    constexpr operator weak_ordering() const noexcept { return {v}; }
    friend constexpr bool operator==(strong_ordering a, strong_ordering b) noexcept { return a.v == b.v; }
    friend constexpr bool operator==(strong_ordering a, decltype(nullptr)) noexcept { return a.v == 0; }
    friend constexpr bool operator<(strong_ordering a, decltype(nullptr)) noexcept { return a.v < 0; }
    friend constexpr bool operator>(strong_ordering a, decltype(nullptr)) noexcept { return a.v > 0; }
    friend constexpr bool operator<=(strong_ordering a, decltype(nullptr)) noexcept { return a.v <= 0; }
  };
  inline constexpr strong_ordering strong_ordering::less{-1}, strong_ordering::equal{0},
      strong_ordering::equivalent{0}, strong_ordering::greater{1};
}
template<class A, class B> constexpr bool is_same = false;
template<class A> constexpr bool is_same<A, A> = true;

static_assert((1 <=> 2) == std::strong_ordering::less);
static_assert((2 <=> 2) == std::strong_ordering::equal && (3 <=> 2) == std::strong_ordering::greater);
static_assert((1 <=> 2) < 0 && (2 <=> 1) > 0 && (1 <=> 1) == 0 && (0 <=> 1) <= 0);
static_assert(is_same<decltype(1 <=> 2), std::strong_ordering>);
static_assert(is_same<decltype(1.0 <=> 2.0), std::partial_ordering>);
static_assert((1.0 <=> 2.0) == std::partial_ordering::less && (2.5 <=> 2.5) == 0);
static_assert(is_same<decltype('a' <=> 1L), std::strong_ordering> && ('a' <=> 97L) == 0);

constexpr int arr[3] = {};
static_assert((arr <=> arr + 1) < 0 && is_same<decltype(arr + 0 <=> arr + 1), std::strong_ordering>);
enum class level { low, high };
static_assert((level::low <=> level::high) < 0);
constexpr bool b = true;
static_assert((b <=> false) > 0);

// <=> has higher precedence than < and lower than <<
static_assert((1 << 2 <=> 4) == 0);
template<class T> constexpr auto cmp(T a, T b) { return a <=> b; }
static_assert(cmp(3u, 4u) < 0 && cmp(4.0f, 3.0f) > 0);
