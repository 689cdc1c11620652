// options: --c++20 --gnu_version=120200
// capturing structured bindings in lambdas [expr.prim.lambda.capture]/12 (C++20, P1091/P1381):
// by copy, by reference, implicitly with [=] / [&], and in init-captures from bindings
struct pair { int first; long second; };
namespace std {
  template<class T> struct tuple_size;
  template<unsigned long I, class T> struct tuple_element;
}
struct triple { int a, b, c; template<unsigned long I> constexpr int get() const { return I == 0 ? a : I == 1 ? b : c; } };
template<> struct std::tuple_size<triple> { static constexpr unsigned long value = 3; };
template<unsigned long I> struct std::tuple_element<I, triple> { using type = int; };

long explicit_captures() {
  auto [x, y] = pair{1, 2};
  auto by_copy = [x, y] { return x + y; };
  auto by_ref = [&x, &y] { x += 10; y += 20; };
  by_ref();
  return by_copy() * 100 + x + y;
}

long implicit_captures() {
  auto [x, y] = pair{3, 4};
  auto copy_all = [=] { return x * y; };
  auto ref_all = [&] { return ++x; };
  ref_all();
  return copy_all() + x;
}

int tuple_like_bindings() {
  auto [a, b, c] = triple{1, 2, 3};
  auto sum = [a, &b, c] { return a + b + c; };
  b = 20;
  auto init = [v = a + c, &r = b] { return v * r; };
  return sum() * 1000 + init();
}

template<class P> auto generic(P p) {
  auto [f, s] = p;
  return [f, s](auto k) { return (f + s) * k; };
}
long use() { return explicit_captures() + implicit_captures() + tuple_like_bindings() + generic(pair{2, 3})(2); }

int nested() {
  auto [x, y] = pair{5, 6};
  return [&] { return [x, &y] { return x + int(y); }(); }();
}
