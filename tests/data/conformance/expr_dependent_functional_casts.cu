// explicit type conversion with dependent type names [expr.type.conv], [temp.res]:
// typename T::type(x), typename T::template rebind<U>::other{...}, decltype(e)::type(x),
// T::template X<U> in casts, and pack expansions in functional-cast argument lists
template<class T> struct identity { using type = T; };
template<class T> struct alloc {
  using value_type = T;
  template<class U> struct rebind { using other = alloc<U>; };
  int id = 0;
  constexpr alloc() = default;
  constexpr explicit alloc(int i) : id(i) {}
  template<class U> constexpr alloc(const alloc<U>& o) : id(o.id) {}
};
template<class A, class U> using rebind_t = typename A::template rebind<U>::other;

template<class T> constexpr auto conv(double v) { return typename identity<T>::type(v); }
template<class T> constexpr auto conv_braced(int v) { return typename identity<T>::type{v}; }
template<class A> constexpr int rebind_id(const A& a) { return typename A::template rebind<long>::other(a).id; }
template<class A> constexpr int rebind_id_braced(const A& a) { return typename A::template rebind<char>::other{a}.id; }
template<class A> constexpr int alias_id(const A& a) { return rebind_t<A, short>(a).id; }
template<class A> constexpr auto value_of(const A&) { return typename A::value_type(7); }

static_assert(conv<int>(2.9) == 2 && conv_braced<long>(3) == 3L);
static_assert(rebind_id(alloc<int>(4)) == 4 && rebind_id_braced(alloc<int>(5)) == 5 && alias_id(alloc<int>(6)) == 6);
static_assert(value_of(alloc<double>{}) == 7.0);

struct holder { using type = unsigned; static constexpr type max = type(-1); };
constexpr holder h{};
static_assert(decltype(h)::type(-1) == 0xFFFFFFFFu && decltype(h)::max == 0xFFFFFFFFu);
template<class T> constexpr auto via_decltype(T t) { return typename decltype(t)::type{3}; }
static_assert(via_decltype(holder{}) == 3u);

template<class T, class... A> constexpr T make(A... a) { return T(a...); }
template<class T, class... A> constexpr T make_braced(A... a) { return T{a...}; }
struct pair { int a, b; constexpr pair(int x, int y) : a(x), b(y) {} };
static_assert(make<pair>(1, 2).b == 2 && make_braced<pair>(3, 4).a == 3 && make<int>() == 0);

template<class T> struct outer { template<class U> struct inner { U u; constexpr explicit inner(U x) : u(x) {} }; };
template<class T> constexpr auto nested(T v) { return typename outer<T>::template inner<T>(v).u; }
static_assert(nested(5) == 5);
template<class... Ts> constexpr int count_conv(Ts... ts) { return (int(ts) + ... + 0); }
static_assert(count_conv(1.5, 2.5f, 'a') == 100);
