// noexcept ( expression ) [expr.unary.noexcept]: on calls, constructors, destructors,
// operators, throw, casts, and in noexcept-specifiers (noexcept(noexcept(...))) of templates
template<class T> T&& declval() noexcept;
struct nothrow { nothrow() noexcept; nothrow(const nothrow&) noexcept; int get() const noexcept; };
struct thrower { thrower(); thrower(const thrower&); ~thrower() noexcept(false); int get() const; };
struct base { virtual ~base(); };
struct der : base {};
void f() noexcept;
void g();
int h(int) noexcept(sizeof(int) == 4);

static_assert(noexcept(f()) && !noexcept(g()) && noexcept(h(1)));
static_assert(noexcept(1 + 2) && noexcept(declval<int&>() = 3) && !noexcept(throw 1));
static_assert(noexcept(nothrow()) && !noexcept(thrower()));
static_assert(noexcept(declval<nothrow&>().get()) && !noexcept(declval<thrower&>().get()));
static_assert(noexcept(nothrow(declval<const nothrow&>())) && !noexcept(thrower(declval<const thrower&>())));
static_assert(!noexcept(declval<thrower&>().~thrower()) && noexcept(declval<nothrow&>().~nothrow()));
static_assert(noexcept(static_cast<der*>(declval<base*>())));
static_assert(!noexcept(dynamic_cast<der&>(declval<base&>())));
static_assert(noexcept(dynamic_cast<der*>(declval<base*>())));
static_assert(noexcept(sizeof(h(1))) && noexcept(noexcept(g())));

template<class T> struct optional {
  T v;
  optional(const optional& o) noexcept(noexcept(T(declval<const T&>()))) : v(o.v) {}
  void swap(optional& o) noexcept(noexcept(declval<T&>() = declval<T&>())) {}
  auto value() const noexcept(noexcept(T(v))) -> T { return v; }
};
static_assert(noexcept(optional<int>(declval<const optional<int>&>())));
static_assert(!noexcept(optional<thrower>(declval<const optional<thrower>&>())));
static_assert(noexcept(declval<optional<int>&>().swap(declval<optional<int>&>())));

template<class F, class... A> constexpr bool is_nothrow_invocable = noexcept(declval<F>()(declval<A>()...));
static_assert(is_nothrow_invocable<void (*)() noexcept> && !is_nothrow_invocable<void (*)()>);
constexpr auto nl = [](int) noexcept {};
static_assert(is_nothrow_invocable<decltype(nl), int>);
constexpr auto lam = [](auto x) noexcept(noexcept(x + x)) { return x + x; };
static_assert(noexcept(lam(1)));
