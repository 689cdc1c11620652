// [except.spec] [expr.unary.noexcept] with packs: noexcept(noexcept(f(xs...))),
// noexcept((noexcept(Ts(declval<Ts>())) && ...)), conditional noexcept on constructors of
// variadic wrappers, and function types with noexcept in pack patterns
template <class T> T&& declval() noexcept;
struct safe { safe() noexcept {} safe(const safe&) noexcept {} };
struct risky { risky() {} risky(const risky&) {} };
void ok(int) noexcept;
void maybe(int);
template <class... Ts> struct tuple_ {
  tuple_() noexcept((noexcept(Ts()) && ...)) {}
  tuple_(const tuple_&) noexcept((noexcept(Ts(declval<const Ts&>())) && ...)) {}
};
template <class F, class... Args> void call(F f, Args... args) noexcept(noexcept(f(args...))) { f(args...); }
template <class F, class... Args> constexpr bool nothrow_invocable = noexcept(declval<F>()(declval<Args>()...));
template <class... Fs> constexpr bool all_nothrow(Fs*...) { return (noexcept(declval<Fs&>()(0)) && ...); }
template <class... Ts> struct holder {
  template <class... Us> holder(Us&&...) noexcept(sizeof...(Us) == 0) {}
  void swap(holder&) noexcept(noexcept(sizeof...(Ts))) {}
};
static_assert(noexcept(tuple_<safe, safe>()));
static_assert(!noexcept(tuple_<safe, risky>()));
static_assert(noexcept(tuple_<safe>(declval<const tuple_<safe>&>())));
static_assert(noexcept(call(ok, 1)) && !noexcept(call(maybe, 1)));
static_assert(nothrow_invocable<void (&)(int) noexcept, int> && !nothrow_invocable<void (&)(int), int>);
static_assert(all_nothrow<void(int) noexcept>(nullptr) && !all_nothrow<void(int) noexcept, void(int)>(nullptr, nullptr));
static_assert(noexcept(holder<int>()) && !noexcept(holder<int>(1)));
int main() { tuple_<safe, risky> t; tuple_<safe, risky> u(t); (void)u; return 0; }
