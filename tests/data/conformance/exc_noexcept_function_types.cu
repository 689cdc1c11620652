// noexcept as part of the function type (C++17) [except.spec]/13, [conv.fctptr]:
// function pointer conversions, template specialisation and overloading on noexcept-ness,
// member function pointers, virtual overriders with noexcept
template <class F> struct fn_traits;
template <class R, class... A> struct fn_traits<R(A...)> { static constexpr bool nothrow = false; };
template <class R, class... A> struct fn_traits<R(A...) noexcept> { static constexpr bool nothrow = true; };
template <class C, class R, class... A> struct fn_traits<R (C::*)(A...) const noexcept> { static constexpr bool nothrow = true; };
template <class C, class R, class... A> struct fn_traits<R (C::*)(A...) const> { static constexpr bool nothrow = false; };
template <class T, class U> constexpr bool is_same_v = false;
template <class T> constexpr bool is_same_v<T, T> = true;
int a(int) noexcept { return 1; }
int b(int) { return 2; }
struct s {
  int m() const noexcept { return 3; }
  int n() const { return 4; }
  virtual int v() noexcept { return 5; }
};
struct d : s { int v() noexcept override { return 6; } };
constexpr int over(int (*)(int) noexcept) { return 1; }
constexpr int over(int (*)(int)) { return 2; }
template <class T> struct callback;
template <class R, class A, bool NE> struct callback<R (*)(A) noexcept(NE)> { static constexpr bool nothrow = NE; };
template <bool NE> using int_fn = int (*)(int) noexcept(NE);
static_assert(fn_traits<int(int) noexcept>::nothrow && !fn_traits<int(int)>::nothrow, "");
static_assert(fn_traits<decltype(&s::m)>::nothrow && !fn_traits<decltype(&s::n)>::nothrow, "");
static_assert(!is_same_v<decltype(a), decltype(b)> && is_same_v<decltype(&a), int (*)(int) noexcept>, "");
static_assert(over(&a) == 1 && over(&b) == 2, "");
static_assert(callback<decltype(&a)>::nothrow && !callback<decltype(&b)>::nothrow, "");
static_assert(is_same_v<int_fn<true>, int (*)(int) noexcept> && is_same_v<int_fn<false>, int (*)(int)>, "");
int main() {
  int (*p)(int) = a;
  int (*q)(int) noexcept = &a;
  int (s::*pm)() const = &s::m;
  int (s::*pv)() noexcept = &s::v;
  int (&r)(int) = a;
  d obj;
  return p(0) + q(0) + (obj.*pm)() + (obj.*pv)() + r(0) - 12;
}
