// options: --c++20 --gnu_version=120200
// [expr.prim.lambda] p2 (P0315) lambdas in unevaluated operands and template arguments:
// decltype([]{}), sizeof([]{}), a closure type as a default template argument, in alias declarations,
// and default-constructible captureless closure types
template <class T, class U> constexpr bool same_v = false;
template <class T> constexpr bool same_v<T, T> = true;
template <class F = decltype([](int v) { return v * 2; })> struct applier { static constexpr int apply(int v) { return F{}(v); } };
using doubler = decltype([](int v) { return v * 2; });
template <auto F> constexpr int call_nttp() { return F(); }
template <class T> struct wrap { T t; };
constexpr int size_of_closure = sizeof([] {});
using w1 = wrap<decltype([] {})>;
using w2 = wrap<decltype([] {})>;
static_assert(!same_v<w1, w2>);                          // each lambda-expression has a unique type
static_assert(applier<>::apply(3) == 6);               // lambda closure type as a default argument of a class template
static_assert(doubler{}(4) == 8);
static_assert(call_nttp<[] { return 6; }>() == 6);      // lambda as a non-type template argument
static_assert(size_of_closure == 1);
template <class T> auto make_deleter() { return decltype([](T* p) { delete p; }){}; }
int main() {
  auto del = make_deleter<int>();
  del(new int(1));
  decltype([] { return 1; }) f;                          // default-constructed closure object
  return f() - 1;
}
