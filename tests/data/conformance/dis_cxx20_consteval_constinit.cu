// options: --c++20 --gnu_version=120200
// [dcl.constexpr] [dcl.constinit]: consteval functions (free, member, static, lambda,
// templates), constinit variables (namespace, static member, thread_local, static local),
// combined with other decl-specifiers in any order
consteval int square(int x) { return x * x; }
template <class T> consteval T zero() { return T(0); }
struct fixed {
  int raw;
  consteval fixed(int v) : raw(v << 8) {}
  consteval int scaled(int k) const { return raw * k; }
  static consteval fixed one() { return fixed(1); }
  static constinit int instances;
};
constinit int fixed::instances = square(2);
constinit int counter = square(3);
constinit static int hidden = 5;
static constinit const int hidden2 = 6;
constinit thread_local int tls = zero<int>();
extern constinit int declared;
constinit int declared = 7;
inline constexpr int k = square(4);
consteval auto make_adder(int n) { return [n](int v) consteval { return v + n; }; }
int runtime_user() {
  constexpr int a = square(5);
  constinit static int local = square(6);
  int b = square(2) + fixed::one().raw;                 // immediate invocations in runtime code
  auto c = [](int v) consteval { return v * 3; }(4);
  constexpr auto add = make_adder(10);
  int d = add(1) + fixed(2).scaled(2);
  return a + local + b + c + d + counter + hidden + hidden2 + tls + declared + k + fixed::instances;
}
int main() { return runtime_user() == 0; }
