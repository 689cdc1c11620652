// C++17 conformance: disambiguation
// [class.derived] [class.base.init]: class-or-decltype: a decltype-specifier as a
// base-specifier, as a mem-initializer-id, and decltype(x)::nested as a base
struct empty_base { int tag = 1; empty_base() = default; empty_base(int t) : tag(t) {} };
struct outer { struct inner { int v = 2; inner() = default; inner(int x) : v(x) {} }; };
empty_base eb;
outer::inner oi;
auto make_lambda() { return [](int x) { return x * 2; }; }
struct d1 : decltype(eb) {                               // decltype as base-specifier
  d1() : decltype(eb)(5) {}                              // decltype as mem-initializer-id
};
struct d2 : decltype(oi), private decltype(eb) {         // with an access-specifier
  d2() : decltype(oi){7}, decltype(eb)() {}              // braced mem-initializer
  int sum() const { return v + tag; }
};
struct d3 : decltype(make_lambda()) {                    // closure type as a base
  d3() : decltype(make_lambda())(make_lambda()) {}
  using decltype(make_lambda())::operator();
};
template <class T> struct d4 : decltype(T{}) {           // dependent decltype base
  d4() : decltype(T{})(3) {}
};
struct holder { using base = empty_base; } h;
struct d5 : decltype(h)::base {                          // decltype(x)::type as a base
  d5() : decltype(h)::base(9) {}
};
int main() {
  d1 a;
  d2 b;
  d3 c;
  d4<empty_base> d;
  d5 e;
  return a.tag + b.sum() + c(1) + d.tag + e.tag - 27;
}
