// options: --c++20 --gnu_version=120200
// rewritten and synthesized comparison candidates [over.match.oper]/3.4, [class.compare]:
// a < b via operator<=>, reversed operands, == synthesising !=, defaulted == and <=> returning int
struct version {
  int major, minor;
  constexpr int operator<=>(const version& o) const {
    return major != o.major ? major - o.major : minor - o.minor;
  }
  constexpr bool operator==(const version& o) const = default;
};
static_assert(version{1, 2} < version{1, 3} && version{2, 0} > version{1, 9});
static_assert(version{1, 2} <= version{1, 2} && version{1, 2} >= version{0, 5});
static_assert(version{1, 2} == version{1, 2} && version{1, 2} != version{1, 3});
static_assert((version{1, 2} <=> version{1, 5}) < 0);

// heterogeneous comparison written once, usable with either operand order
struct id { int v; };
constexpr bool operator==(id a, int b) { return a.v == b; }
constexpr int operator<=>(id a, int b) { return a.v - b; }
static_assert(id{3} == 3 && 3 == id{3} && 4 != id{3} && id{3} != 4);
static_assert(id{3} < 4 && 4 > id{3} && 2 < id{3} && id{3} >= 3 && 3 <= id{3});

// defaulted == on aggregates with nested members, and a member template
struct inner { int a; constexpr bool operator==(const inner&) const = default; };
struct outer {
  inner i;
  int arr[2];
  constexpr bool operator==(const outer&) const = default;
};
static_assert(outer{{1}, {2, 3}} == outer{{1}, {2, 3}} && outer{{1}, {2, 3}} != outer{{1}, {2, 4}});

template<class T> struct wrapper {
  T v;
  template<class U> constexpr bool operator==(const wrapper<U>& o) const { return v == o.v; }
  constexpr T operator<=>(const wrapper& o) const { return v - o.v; }
};
static_assert(wrapper<int>{1} == wrapper<long>{1} && wrapper<int>{1} != wrapper<long>{2});
static_assert(wrapper<int>{1} < wrapper<int>{2} && !(wrapper<int>{1} > wrapper<int>{2}));

template<class T> concept equality_comparable = requires(const T& a, const T& b) { a == b; a != b; };
static_assert(equality_comparable<version> && equality_comparable<outer>);
template<class T> constexpr bool ordered(const T& a, const T& b, const T& c) { return a < b && b < c; }
static_assert(ordered(version{1, 0}, version{1, 1}, version{2, 0}));
