// options: --c++20 --gnu_version=120200
// init-capture packs [expr.prim.lambda.capture] (C++20, P0780): ...id = init, &...id = init,
// used to move/forward a parameter pack into a closure (std::bind_front-style)
template<class T> struct remove_ref { using type = T; };
template<class T> struct remove_ref<T&> { using type = T; };
template<class T> constexpr typename remove_ref<T>::type&& move(T&& t) { return static_cast<typename remove_ref<T>::type&&>(t); }
template<class T> constexpr T&& forward(typename remove_ref<T>::type& t) { return static_cast<T&&>(t); }

template<class F, class... Args> constexpr auto bind_front(F f, Args... args) {
  return [f = move(f), ...bound = move(args)](auto&&... rest) {
    return f(bound..., forward<decltype(rest)>(rest)...);
  };
}
template<class... Args> constexpr auto capture_refs(Args&... args) {
  return [&...refs = args](int k) { ((refs += k), ...); };
}
template<class... Args> constexpr auto doubled(Args... args) {
  return [...xs = args * 2] { return (xs + ...); };
}
template<class... Args> constexpr auto count(Args... args) {
  return [...xs(args), n = sizeof...(Args)] { return n + sizeof...(xs); };
}
template<class... Args> constexpr auto braced(Args... args) {
  return [...xs{args}] { return (0 + ... + xs); };
}

constexpr int sub3(int a, int b, int c) { return a - b - c; }
static_assert(bind_front(sub3, 10)(1, 2) == 7);
static_assert(bind_front(sub3, 10, 1)(2) == 7);
static_assert(bind_front(sub3, 10, 1, 2)() == 7);
static_assert(doubled(1, 2, 3)() == 12);
static_assert(count(1, 2)() == 4);
static_assert(braced(4, 5)() == 9);

constexpr int add_to_all() {
  int a = 1, b = 2;
  capture_refs(a, b)(5);
  return a * 10 + b;
}
static_assert(add_to_all() == 67);

struct move_only {
  int v;
  constexpr move_only(int x) : v(x) {}
  constexpr move_only(move_only&& o) : v(o.v) { o.v = 0; }
};
template<class... Ts> constexpr int take(Ts... ts) {
  return [...ms = move(ts)] { return (ms.v + ...); }();
}
static_assert(take(move_only{1}, move_only{2}) == 3);
