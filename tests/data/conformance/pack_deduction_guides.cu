// [temp.deduct.guide] deduction guides with parameter packs: tuple(Ts...) -> tuple<Ts...>,
// guides deducing from function types and arrays, overload(Fs...) -> overload<Fs...>, and
// implicit guides from variadic constructors
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
template <class... Ts> struct tuple { constexpr tuple(Ts...) {} };
template <class... Ts> tuple(Ts...) -> tuple<Ts...>;
template <class... Fs> struct overload : Fs... { using Fs::operator()...; };
template <class... Fs> overload(Fs...) -> overload<Fs...>;
template <class Sig> struct function;
template <class R, class... A> struct function<R(A...)> { R (*fp)(A...); constexpr function(R (*f)(A...)) : fp(f) {} };
template <class R, class... A> function(R (*)(A...)) -> function<R(A...)>;
template <class T, int N> struct array { T d[N]; };
template <class T, class... U> array(T, U...) -> array<T, 1 + sizeof...(U)>;
template <class... Ts> struct from_ctor { template <class... Us> constexpr from_ctor(Us...) {} };
template <class... Us> from_ctor(Us*...) -> from_ctor<Us...>;
template <class T> struct vec { template <class... Args> constexpr vec(T, Args...) {} };   // implicit guide from a variadic ctor
constexpr int add(int a, int b) { return a + b; }
constexpr tuple t1(1, 'c', 2.0);
constexpr tuple t2{};
constexpr function fn(add);
constexpr array arr{1, 2, 3};
constexpr int i = 0; constexpr char c = 'x';
constexpr from_ctor fc(&i, &c);
constexpr vec v(1L, 'a', 2);
static_assert(same<decltype(t1), const tuple<int, char, double>>::value);
static_assert(same<decltype(t2), const tuple<>>::value);
static_assert(same<decltype(fn), const function<int(int, int)>>::value);
static_assert(same<decltype(arr), const array<int, 3>>::value);
static_assert(same<decltype(fc), const from_ctor<const int, const char>>::value);
static_assert(same<decltype(v), const vec<long>>::value);
int main() {
  overload o{[](int) { return 1; }, [](char) { return 2; }};
  return o(1) + o('c') + fn.fp(1, 2) + arr.d[2] - 9;
}
