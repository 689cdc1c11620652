// noexcept-specifier: noexcept ( constant-expression ) | noexcept  [except.spec], part of the function type
// since C++17: on declarations, definitions, member functions, function pointers, templates with
// dependent conditions, conditional noexcept from noexcept-expressions, throw() as a synonym
template <class T> struct is_nothrow_movable { static constexpr bool value = noexcept(T(static_cast<T&&>(*(T*)nullptr))); };
void never_throws() noexcept;
void may_throw() noexcept(false);
void from_expr() noexcept(sizeof(int) == 4);
void empty_throw() throw();
void never_throws() noexcept {}
void may_throw() noexcept(false) {}
void from_expr() noexcept(sizeof(int) == 4) {}
void empty_throw() throw() {}
struct movable { movable() = default; movable(movable&&) noexcept {} };
struct throwing { throwing() = default; throwing(throwing&&) {} };
template <class T> void relocate(T* from, T* to) noexcept(is_nothrow_movable<T>::value) { (void)from; (void)to; }
template <class F> auto call(F f) noexcept(noexcept(f())) -> decltype(f()) { return f(); }
struct widget {
  void swap(widget&) noexcept;
  int size() const noexcept { return 1; }
  ~widget() noexcept(true) {}
  widget& operator=(const widget&) noexcept(false) = default;
  friend void swap(widget& a, widget& b) noexcept(noexcept(a.swap(b))) { a.swap(b); }
};
void widget::swap(widget&) noexcept {}
void (*nothrow_ptr)() noexcept = never_throws;
void (*any_ptr)() = may_throw;
void (*converted)() = never_throws;
using nothrow_fn = int() noexcept;
nothrow_fn* nf = nullptr;
static_assert(noexcept(never_throws()) && !noexcept(may_throw()) && noexcept(empty_throw()), "");
static_assert(is_nothrow_movable<movable>::value && !is_nothrow_movable<throwing>::value, "");
static_assert(noexcept(relocate<movable>(nullptr, nullptr)) && !noexcept(relocate<throwing>(nullptr, nullptr)), "");
static_assert(noexcept(call(never_throws)) && !noexcept(call(may_throw)) && noexcept(widget{}.size()), "");
int main() {
  widget a, b;
  swap(a, b);
  auto lam = []() noexcept { return 2; };
  static_assert(noexcept(lam()), "");
  nothrow_ptr();
  any_ptr();
  converted();
  return a.size() + lam() - 3 + (nf != nullptr);
}
