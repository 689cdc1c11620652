// noexcept-expression: noexcept ( expression ) [expr.unary.noexcept]
// unevaluated operand; calls, new, throw, casts, constructors/destructors, templates, operators
template <class T> T&& declval() noexcept;
struct nothrow_t { int v; nothrow_t() noexcept : v(0) {} int get() const noexcept { return v; } };
struct throws_t { throws_t() {} ~throws_t() noexcept(false) {} int get() const { return 1; } operator int() const { return 0; } };
struct op { op operator+(op) const noexcept { return {}; } op operator-(op) const { return {}; } };
int plain();
int safe() noexcept;
template <class T> constexpr bool nothrow_default = noexcept(T());
template <class T> constexpr bool nothrow_get = noexcept(declval<const T&>().get());
template <class T, class U> constexpr bool nothrow_assign = noexcept(declval<T&>() = declval<U>());
template <class F> auto wrap(F f) noexcept(noexcept(f())) -> decltype(f()) { return f(); }
template <class T> struct vec {
  T* p = nullptr;
  void push(const T& t) noexcept(noexcept(T(t))) { (void)t; }
  static constexpr bool nothrow_push = noexcept(declval<vec&>().push(declval<const T&>()));
};
int g = 0;
static_assert(noexcept(1 + 2) && noexcept(g = 3) && noexcept(sizeof(plain())) && noexcept(safe()), "");
static_assert(!noexcept(plain()) && !noexcept(throw 1) && noexcept(static_cast<long>(g)), "");
static_assert(!noexcept(new int) && noexcept(declval<int*>()[0]), "");
static_assert(nothrow_default<nothrow_t> && !nothrow_default<throws_t> && nothrow_default<int>, "");
static_assert(nothrow_get<nothrow_t> && !nothrow_get<throws_t>, "");
static_assert(nothrow_assign<int, long> && nothrow_assign<nothrow_t, const nothrow_t&>, "");
static_assert(noexcept(op() + op()) && !noexcept(op() - op()) && !noexcept(int(throws_t())), "");
static_assert(noexcept(wrap(safe)) && !noexcept(wrap(plain)) && noexcept(noexcept(plain())), "");
static_assert(vec<int>::nothrow_push && !vec<throws_t>::nothrow_push, "");
constexpr auto nl = []() noexcept {};
constexpr auto tl = [] {};
static_assert(noexcept(nl()) && !noexcept(tl()), "");
int main() { return noexcept(plain()); }
