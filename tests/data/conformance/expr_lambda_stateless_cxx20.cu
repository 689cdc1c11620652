// options: --c++20 --gnu_version=120200
// closure types in C++20 [expr.prim.lambda.closure]/13: stateless closures are default
// constructible and assignable; [=, this] capture; lambdas in constexpr/consteval contexts
template<class F> struct function_object_map {
  int keys[4]{};
  constexpr int hash(int k) const { return F{}(k) & 3; }
};
using hasher = decltype([](int k) { return k * 7; });
static_assert(function_object_map<hasher>{}.hash(1) == 3);

constexpr int assign_closures() {
  auto a = [](int x) { return x + 1; };
  decltype(a) b;
  b = a;
  decltype(a) c{};
  return b(1) + c(2);
}
static_assert(assign_closures() == 5);

struct widget {
  int v = 3;
  constexpr int with_eq_this() { return [=, this] { return v * 2; }(); }
  constexpr int with_eq_star_this() { return [=, *this]() mutable { return ++v; }() + v; }
};
static_assert(widget{}.with_eq_this() == 6 && widget{}.with_eq_star_this() == 7);

template<class T, class Cmp = decltype([](const T& a, const T& b) { return a < b; })>
struct set {
  T data[3];
  constexpr T min() const {
    Cmp cmp;
    T m = data[0];
    for (const T& x : data) if (cmp(x, m)) m = x;
    return m;
  }
};
static_assert(set<int>{{5, 2, 9}}.min() == 2);

constexpr auto counter = [n = 0]() mutable { return ++n; };
constexpr int count_twice() { auto c = counter; c(); return c(); }
static_assert(count_twice() == 2);
