// conformance program decl_decltype_auto: valid C++17 accepted by the reference front end
// placeholder-type-specifier: decltype ( auto )  [dcl.type.auto.deduct]/5
// preserves references and value categories: forwarding getters, parenthesized ids, variables
struct holder {
  int v = 1;
  int& ref() { return v; }
  int val() const { return v; }
};
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class F, class... A> decltype(auto) invoke(F&& f, A&&... a) { return static_cast<F&&>(f)(static_cast<A&&>(a)...); }
template <class C> decltype(auto) front(C& c) { return c[0]; }
decltype(auto) paren_id(holder& h) { return (h.v); }
decltype(auto) plain_id(holder& h) { return h.v; }
int& get_ref(holder& h) { return h.ref(); }
int&& xvalue(int& i) { return static_cast<int&&>(i); }
struct array4 { int a[4]; int& operator[](int i) { return a[i]; } };
int main() {
  holder h;
  int i = 3;
  decltype(auto) a = i;
  decltype(auto) b = (i);
  decltype(auto) c = h.ref();
  decltype(auto) d = h.val();
  decltype(auto) e = xvalue(i);
  static_assert(same<decltype(a), int>::value && same<decltype(b), int&>::value);
  static_assert(same<decltype(c), int&>::value && same<decltype(d), int>::value && same<decltype(e), int&&>::value);
  static_assert(same<decltype(paren_id(h)), int&>::value && same<decltype(plain_id(h)), int>::value);
  static_assert(same<decltype(invoke(get_ref, h)), int&>::value);
  array4 arr{};
  static_assert(same<decltype(front(arr)), int&>::value);
  auto lam = [&h]() -> decltype(auto) { return (h.v); };
  static_assert(same<decltype(lam()), int&>::value);
  return a + b + c + d + e + front(arr) - 11;
}
