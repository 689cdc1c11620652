// init-capture [expr.prim.lambda.capture]/6: identifier initializer, & identifier
// initializer, with =, braced and parenthesised initializers, shadowing, move-like captures
template<class T> constexpr T&& move(T& t) { return static_cast<T&&>(t); }
struct unique_ptr_like {
  int* p;
  constexpr unique_ptr_like(int* q) : p(q) {}
  constexpr unique_ptr_like(unique_ptr_like&& o) : p(o.p) { o.p = nullptr; }
  unique_ptr_like(const unique_ptr_like&) = delete;
};

constexpr int forms() {
  int x = 1, y = 2;
  auto a = [v = x + 1] { return v; };
  auto b = [v{y * 2}] { return v; };
  auto c = [v(x + y)] { return v; };
  auto d = [&r = x] { r += 10; return r; };
  auto e = [x = x * 100, &y = y] { return x + y; };
  auto f = [n = 0]() mutable { return ++n; };
  f();
  int r = a() * 10000 + b() * 1000 + c() * 100;
  r += (d() - 10) * 10;
  return r + f() + e() - 202;
}
static_assert(forms() == 24212);

constexpr int move_capture() {
  int storage = 42;
  unique_ptr_like up(&storage);
  auto g = [p = move(up)] { return *p.p; };
  return g() + (up.p == nullptr);
}
static_assert(move_capture() == 43);

template<class... Ts> constexpr int count(Ts...) { return sizeof...(Ts); }
template<class F> constexpr auto bind_front(F f, int bound) {
  return [f = f, bound](auto... rest) { return f(bound, rest...); };
}
static_assert(bind_front([](int a, int b) { return a - b; }, 10)(3) == 7);
static_assert(bind_front([](auto... xs) { return count(xs...); }, 0)(1, 2) == 3);

constexpr int init_capture_reference_to_array() {
  int arr[3] = {1, 2, 3};
  auto sum = [&a = arr] { int s = 0; for (int v : a) s += v; return s; };
  arr[0] = 10;
  return sum();
}
static_assert(init_capture_reference_to_array() == 15);
