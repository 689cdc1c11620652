// class-or-decltype: decltype-specifier as a base-specifier, in mem-initializers and
// in nested-name-specifiers [class.derived], [class.base.init]
auto make_lambda() { return [](int x) { return x * 2; }; }
using lambda_t = decltype(make_lambda());
struct doubling : decltype(make_lambda()) {
  doubling() : decltype(make_lambda())(make_lambda()) {}
  using lambda_t::operator();
};
struct policy { int v = 3; static int s() { return 4; } using type = int; };
policy global_policy;
struct policy_user : decltype(global_policy) {
  decltype(global_policy)::type extra = decltype(global_policy)::s();
};
template <class T>
struct from_expr : decltype(T{} + T{}) {};
struct num { int n = 1; num operator+(num) const { return {}; } };
template <class... Fs>
auto combine(Fs... fs) {
  struct combined : decltype(fs)... {
    combined(Fs... f) : decltype(fs)(f)... {}
    using decltype(fs)::operator()...;
  };
  return combined(fs...);
}
int main() {
  doubling d;
  policy_user pu;
  from_expr<num> fe;
  auto c = combine([](int) { return 1; }, [](const char*) { return 2; });
  return d(3) + pu.v + pu.extra + fe.n + c(0) + c("") - 17;
}
