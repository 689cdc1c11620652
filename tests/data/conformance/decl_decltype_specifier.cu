// decltype-specifier: decltype ( expression )  [dcl.type.decltype] as a decl-specifier, in
// nested-name-specifiers, as base-specifier, in pointer/reference declarators, parameter types, return
// types, member declarations, template arguments and with unevaluated operands
struct vec { using value_type = float; float x, y; float dot(const vec& o) const { return x * o.x + y * o.y; } };
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class T> T&& declval_like() noexcept;
vec origin{0, 0};
decltype(origin) copy = origin;
decltype(origin)::value_type component = 1.0f;
decltype(origin.x)* px = &copy.x;
decltype((origin.x)) rx = origin.x;
decltype(origin.dot(origin)) dotted = 2.0f;
decltype(&vec::dot) mfp = &vec::dot;
decltype(vec::x) vec::* pm = &vec::y;
struct base_holder { int b = 3; };
auto make_base() { return base_holder{}; }
struct derived : decltype(make_base()) { int d = 4; };
template <class A, class B> auto add(A a, B b) -> decltype(a + b) { return a + b; }
template <class C> auto first(C& c) -> decltype(c.x) { return c.x; }
template <class T> struct traits { using ref = decltype(declval_like<T&>()); using val = decltype(declval_like<T>() + 0); };
decltype(sizeof 0) size_value = 5;
void param_of_decltype(decltype(origin)& v, decltype(component) s) { v.x *= s; }
static_assert(same<decltype(rx), float&>::value && same<decltype(add(1, 2.0)), double>::value, "");
static_assert(same<traits<int>::ref, int&>::value && same<traits<char>::val, int>::value, "");
static_assert(same<decltype(mfp), float (vec::*)(const vec&) const>::value, "");
static_assert(same<decltype(size_value), unsigned long>::value && noexcept(declval_like<int>()), "");
int main() {
  derived d;
  decltype(d.b + d.d) sum = d.b + d.d;
  param_of_decltype(copy, 2.0f);
  decltype(auto) lam = [](int v) -> decltype(v * 2) { return v * 2; };
  return sum + int(component) + int(*px) + int(rx) + int(dotted) + int((copy.*mfp)(copy)) + int(copy.*pm) + first(copy) * 0
       + int(size_value) + lam(1) - 22;
}
