// options: --c++20 --gnu_version=120200
// [dcl.init.aggr] designated-initializer-list vs braced lists holding lambdas, vs
// [dcl.attr.grammar] attribute-specifiers ('[[' only introduces attributes): {.x = 1},
// {[] { ... }}, {[=] { ... }()}, [[nodiscard]] on declarations next to braces and subscripts
struct point { int x = 0, y = 0, z = 0; };
struct callbacks { int (*on_open)(int); int (*on_close)(int); int id; };
struct nested { point p; int tag; };
template <class F> struct holder { F f; int n; };
template <class F> holder(F, int) -> holder<F>;
[[nodiscard]] constexpr int used(int v) { return v; }
struct [[nodiscard]] token { int t; };
int main() {
  point a{.x = 1, .y = 2};                                    // designators
  point b{.z = 3};
  point c = {.x = 1, .z = 4};
  nested n{.p = {.x = 5}, .tag = 6};
  nested m{.p{.y = 7}, .tag = 8};                             // braced designator initializer
  callbacks cb{[](int v) { return v + 1; }, [](int v) { return v - 1; }, 9};   // lambdas in braces
  callbacks cd{.on_open = [](int v) { return v * 2; }, .on_close = +[](int v) { return v; }, .id = 1};
  holder h{[] { return 10; }, 1};                             // lambda in a CTAD braced list
  int arr[3] = {[] { return 1; }(), [=] { return a.x; }(), [&] { return b.z; }()};
  int idx = 1;
  int v = arr[ (idx) ];                                       // '[' followed by '(' is a subscript
  int w = arr[used(0)];
  [[maybe_unused]] token t{.t = 2};
  [[maybe_unused]] int unused_var = 0;
  point d{a.x, [&]() -> int { return arr[2]; }(), b.z};
  int (*fp)(int) = [](int q) { return q; };
  return a.y + b.z + c.z + n.p.x + n.tag + m.p.y + m.tag + cb.on_open(1) + cb.on_close(1) + cd.on_open(1) +
         cd.on_close(1) + cd.id + h.f() + h.n + arr[0] + v + w + d.y + fp(1) + t.t - 78;
}
