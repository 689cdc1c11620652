// C++17 conformance: disambiguation
// [dcl.type.auto.deduct] [dcl.spec.auto]: decltype(auto) as a variable type, a return type,
// a trailing return type and in templates; parenthesised returns yield references
template <class T, class U> struct is_same { static constexpr bool value = false; };
template <class T> struct is_same<T, T> { static constexpr bool value = true; };
struct grid {
  int cells[4] = {1, 2, 3, 4};
  int width = 2;
  decltype(auto) at(int i) { return cells[i]; }            // int&
  decltype(auto) w() const { return width; }               // int (id-expression)
  decltype(auto) wref() const { return (width); }          // const int&
  auto get(int i) -> decltype(auto) { return (cells[i]); } // trailing decltype(auto)
};
template <class F, class... A> decltype(auto) invoke(F&& f, A&&... a) { return f(static_cast<A&&>(a)...); }
int& pick(int& x) { return x; }
int make() { return 5; }
int main() {
  grid g;
  int x = 1;
  decltype(auto) a = x;            // int
  decltype(auto) b = (x);          // int&
  decltype(auto) c = pick(x);      // int&
  decltype(auto) d = make();       // int
  decltype(auto) e = g.at(1);      // int&
  static_assert(is_same<decltype(a), int>::value);
  static_assert(is_same<decltype(b), int&>::value);
  static_assert(is_same<decltype(c), int&>::value);
  static_assert(is_same<decltype(d), int>::value);
  static_assert(is_same<decltype(g.w()), int>::value);
  static_assert(is_same<decltype(g.wref()), const int&>::value);
  static_assert(is_same<decltype(invoke(pick, x)), int&>::value);
  static_assert(is_same<decltype(invoke(make)), int>::value);
  b = 2;
  e = 10;
  g.get(0) = 7;
  return a + x + c + d + g.cells[1] + g.cells[0] + invoke(pick, x) - 27;
}
