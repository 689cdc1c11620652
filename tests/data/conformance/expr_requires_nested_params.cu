// options: --c++20 --gnu_version=120200
// requirement-parameter-list and nested-requirement [expr.prim.req.nested]: requires
// constraint-expression ; parameters of reference/pointer/pack types, requires requires
template<class T> concept integral = __is_same(T, int) || __is_same(T, long);
template<class T> constexpr bool is_trivial_v = __is_trivial(T);

template<class T> concept small_trivial = requires {
  requires sizeof(T) <= 8;
  requires is_trivial_v<T>;
  requires integral<T> || sizeof(T) == 1;
};
static_assert(small_trivial<int> && small_trivial<char> && !small_trivial<double>);

template<class F, class... Args> concept invocable = requires(F&& f, Args&&... args) {
  static_cast<F&&>(f)(static_cast<Args&&>(args)...);
};
static_assert(invocable<int (*)(int, long), int, long> && !invocable<int (*)(int), int, int>);
static_assert(invocable<decltype([](auto...) {}), int, char, double>);

template<class T> concept pointer_like = requires(T p, const T cp, T* pp, T& rp) {
  *p;
  *cp;
  **pp;
  rp = p;
  requires requires(decltype(*p) r) { &r; };
};
static_assert(pointer_like<int*> && !pointer_like<int>);

template<class R> concept range = requires(R& r) {
  r.begin();
  r.end();
  requires requires(decltype(r.begin()) it) { ++it; *it; it != r.end(); };
};
struct ints { int* begin(); int* end(); };
static_assert(range<ints> && !range<int>);

template<class T> requires requires(T x) { requires sizeof(x) > 1; x + x; }
constexpr T twice(T x) { return x + x; }
static_assert(twice(21) == 42);
template<class T> constexpr bool can_twice = requires(T t) { twice(t); };
static_assert(can_twice<long> && !can_twice<char>);
