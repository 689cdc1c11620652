// [dcl.fct] [temp.deduct.type] patterns that are function types: R(Args...), R(*)(Args...),
// R(C::*)(Args...) const &, R(Args...) noexcept, R(Args..., ...), and deducing them in
// partial specialisations (function_traits)
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... Ts> struct list {};
template <class F> struct traits;
template <class R, class... A> struct traits<R(A...)> { using ret = R; using args = list<A...>; static constexpr int arity = sizeof...(A); static constexpr bool variadic = false; };
template <class R, class... A> struct traits<R(A..., ...)> { static constexpr int arity = sizeof...(A); static constexpr bool variadic = true; };
template <class R, class... A> struct traits<R(A...) noexcept> : traits<R(A...)> { static constexpr bool nothrow = true; };
template <class R, class... A> struct traits<R (*)(A...)> : traits<R(A...)> {};
template <class R, class... A> struct traits<R (&)(A...)> : traits<R(A...)> {};
template <class R, class C, class... A> struct traits<R (C::*)(A...)> : traits<R(A...)> { using cls = C; };
template <class R, class C, class... A> struct traits<R (C::*)(A...) const> : traits<R(A...)> { using cls = const C; };
template <class R, class C, class... A> struct traits<R (C::*)(A...) const&> : traits<R(A...)> { static constexpr int ref = 1; };
template <class R, class C, class... A> struct traits<R (C::*)(A...) &&> : traits<R(A...)> { static constexpr int ref = 2; };
template <class... A> using fn_ptr = int (*)(A...);                       // alias building a function pointer from a pack
template <class... A> using fn_ref_ret = int (&(A...))[2];                 // function returning reference to array
struct widget {
  int draw(int, char);
  long size() const;
  int tag() const&;
  int take() &&;
};
int printf_like(const char*, ...);
void nothrow_fn(int) noexcept;
static_assert(traits<int(char, long)>::arity == 2 && same<traits<int(char)>::args, list<char>>::value);
static_assert(traits<decltype(printf_like)>::variadic && traits<decltype(printf_like)>::arity == 1);
static_assert(traits<decltype(nothrow_fn)>::nothrow && traits<decltype(nothrow_fn)>::arity == 1);
static_assert(same<traits<decltype(&widget::draw)>::cls, widget>::value && traits<decltype(&widget::draw)>::arity == 2);
static_assert(same<traits<decltype(&widget::size)>::ret, long>::value);
static_assert(traits<decltype(&widget::tag)>::ref == 1 && traits<decltype(&widget::take)>::ref == 2);
static_assert(same<fn_ptr<int, char>, int (*)(int, char)>::value && same<fn_ref_ret<long>, int (&(long))[2]>::value);
int add(int a, int b) { return a + b; }
int main() { fn_ptr<int, int> p = add; traits<int (&)(int, int)>::ret r = p(1, 2); return r - 3; }
