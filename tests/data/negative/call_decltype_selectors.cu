// Types that only decltype of a selector call gives: `dv<T>()` as
// `decltype(declv<T>(0))` (an `(int)` overload beside a `(long)` one), a
// conditional of two such calls, an `(int)` overload whose result
// substitution fails beside an `(...)` one, a member alias template of a
// plain class, and a partial specialisation more specialised than one
// ending in a pack; the calls they type reach __device__ functions.
template<typename T, typename U = T&&> U declv(int);
template<typename T> T declv(long);
template<typename T> auto dv() noexcept -> decltype(declv<T>(0));
template<typename T> struct ok { typedef T type; };
struct fail { };
struct sel {
    template<typename T, typename U> using cond_t = decltype(true ? dv<T>() : dv<U>());
    template<typename T, typename U> static ok<cond_t<T, U>> test(int);
    template<typename T, typename U> static fail test(...);
};
template<typename... Ts> struct common;
template<typename A, typename B> struct common<A, B> : decltype(sel::test<A, B>(0)) { };
template<typename A, typename B, typename... R> struct common<A, B, R...> { };
__attribute__((device)) void g(long);
__attribute__((device)) void g(short);
__attribute__((device)) void g(double);
void h1() { decltype(dv<long>()) x = 0; g(x); }
void h2() { sel::cond_t<long, int> x = 0; g(x); }
void h3() { sel::cond_t<float, double> x = 0; g(x); }
void h4() { common<long, int>::type x = 0; g(x); }
void h5() { typedef common<short, short>::type T; T x = 0; g(x); }
template<typename T> using common_t = typename common<T, T>::type;
void h6() { common_t<double> x = 0; g(x); }
