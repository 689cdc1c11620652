// noexcept-specifier: noexcept ( constant-expression ) | noexcept [except.spec]
// on functions, member functions, special members, templates (conditional), function pointers
// (noexcept is part of the function type in C++17), lambdas, deduction of noexcept
template <class T> T&& declval() noexcept;
template <class T> struct is_nothrow_move { static constexpr bool value = noexcept(T(declval<T&&>())); };
void f1() noexcept;
void f2() noexcept(true);
void f3() noexcept(false);
void f4();
void f1() noexcept {}
void f2() noexcept {}
template <class T> void swap(T& a, T& b) noexcept(is_nothrow_move<T>::value && noexcept(a = static_cast<T&&>(b))) {
  T t(static_cast<T&&>(a)); a = static_cast<T&&>(b); b = static_cast<T&&>(t);
}
struct may_throw { may_throw() = default; may_throw(may_throw&&) noexcept(false) {} may_throw& operator=(may_throw&&) { return *this; } };
struct wont_throw {
  wont_throw() noexcept = default;
  wont_throw(wont_throw&&) noexcept {}
  wont_throw& operator=(wont_throw&&) noexcept { return *this; }
  ~wont_throw() noexcept(true) {}
  int get() const & noexcept { return 1; }
  virtual void v() noexcept {}
};
template <bool B> struct cond { void run() noexcept(B) {} };
template <class R, class... A, bool NE> constexpr bool is_noexcept_fn(R (*)(A...) noexcept(NE)) { return NE; }
int plain(int) { return 0; }
int safe(int) noexcept { return 0; }
using safe_ptr = int (*)(int) noexcept;
using any_ptr = int (*)(int);
static_assert(noexcept(f1()) && noexcept(f2()) && !noexcept(f3()) && !noexcept(f4()), "");
static_assert(!noexcept(swap(declval<may_throw&>(), declval<may_throw&>())), "");
static_assert(noexcept(swap(declval<wont_throw&>(), declval<wont_throw&>())), "");
static_assert(noexcept(cond<true>().run()) && !noexcept(cond<false>().run()), "");
static_assert(is_noexcept_fn(&safe) && !is_noexcept_fn(&plain), "");
int main() {
  safe_ptr sp = safe;
  any_ptr ap = sp;
  auto lam = [](int x) noexcept { return x; };
  safe_ptr from_lam = lam;
  wont_throw a, b;
  swap(a, b);
  static_assert(noexcept(lam(1)) && noexcept(a.get()), "");
  return ap(0) + from_lam(0) + a.get() - 1;
}
