// lambda-expressions in default arguments [dcl.fct.default], default member initializers
// [class.mem] and static data members: closures as defaulted callbacks and comparators
template<class T> struct less_fn { constexpr bool operator()(const T& a, const T& b) const { return a < b; } };

template<class T, class Cmp = less_fn<T>>
constexpr const T& max_of(const T& a, const T& b, Cmp cmp = Cmp{}) { return cmp(a, b) ? b : a; }

constexpr int apply(int x, int (*f)(int) = [](int v) { return v * 2; }) { return f(x); }

static_assert(apply(5) == 10);
static_assert(apply(5, [](int v) { return v + 1; }) == 6);
static_assert(max_of(1, 2) == 2);
static_assert(max_of(1, 2, [](int a, int b) { return a > b; }) == 1);

struct widget {
  int id = 3;
  int (*hook)(int) = [](int v) { return v + 100; };
  int doubled = [](int v) { return v * 2; }(21);
  static constexpr auto scale = [](int v) { return v * 10; };
  int scaled = scale(id);
};
static_assert(widget{}.doubled == 42 && widget{}.scaled == 30);
static_assert(widget{}.hook(1) == 101);
static_assert(widget::scale(4) == 40);

template<class T> struct holder {
  T value{};
  T twice = [](T v) { return v + v; }(T(1));
  constexpr T get(T fallback = [] { return T(9); }()) const { return value ? value : fallback; }
};
static_assert(holder<int>{}.twice == 2 && holder<int>{}.get() == 9 && holder<long>{5}.get() == 5);
