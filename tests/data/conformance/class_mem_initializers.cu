// ctor-initializer: mem-initializer-list; mem-initializer-id ( expression-list ) or
// braced-init-list, with pack expansion [class.base.init]: members, bases by name/template-id
template <class T> struct base_t { T v; constexpr base_t(T x) : v(x) {} constexpr base_t() : v() {} };
struct plain_base { int p; plain_base(int a, int b) : p(a * b) {} };
namespace ns { struct nb { int q; nb(int x) : q(x) {} }; }
template <class T>
struct derived : base_t<T>, plain_base, ns::nb {
  int a;
  int arr[3];
  T t;
  struct agg { int x, y; } g;
  int& ref;
  const int c;
  derived(T x, int& r)
      : base_t<T>(x), plain_base{2, 3}, ns::nb(4), a(1), arr{1, 2, 3}, t{x}, g{5, 6}, ref(r), c() {}
  derived(int& r) : derived::base_t(T(9)), plain_base(1, 1), nb{0}, a{}, arr{}, t(), g(), ref{r}, c{7} {}
};
template <class... Bases>
struct inherit : Bases... {
  int n;
  template <class... Args>
  inherit(int count, Args&&... args) : Bases(static_cast<Args&&>(args))..., n(count) {}
  inherit() : Bases{}..., n{} {}
  inherit(const inherit& o) : Bases(static_cast<const Bases&>(o))..., n(o.n) {}
};
struct i1 { int x = 1; i1() = default; i1(int v) : x(v) {} };
struct i2 { int y = 2; i2() = default; i2(int v) : y(v) {} };
template <class T>
struct uses_injected : base_t<T> {
  uses_injected() : uses_injected::base_t(T(5)) {}
  explicit uses_injected(T v) : uses_injected::base_t{v} {}
};
int main() {
  int r = 10;
  derived<long> d(3L, r);
  derived<long> d2(r);
  inherit<i1, i2> in(3, 4, 5);
  inherit<i1, i2> in0;
  inherit<i1, i2> in2(in);
  uses_injected<int> ui;
  uses_injected<int> ui2(1);
  return int(d.v + d2.v) + d.p + d.q + d.a + d.arr[2] + int(d.t) + d.g.y + d.ref + d2.c + in.x + in.y + in.n +
         in0.x + in2.y + ui.v + ui2.v - 80;
}
