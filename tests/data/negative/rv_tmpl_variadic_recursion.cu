template<class T> T maxv(T a) { return a; }
template<class T, class... R> T maxv(T a, R... r) { T m = maxv(r...); return a > m ? a : m; }
template<class T> __attribute__((device)) T dmaxv(T a) { return a; }
template<class... Ts> struct count_t;
template<> struct count_t<> { static const int value = 0; };
template<class T, class... Ts> struct count_t<T, Ts...> { static const int value = 1 + count_t<Ts...>::value; };
template<class... Ts> constexpr int count_v = count_t<Ts...>::value;
template<class F, class... A> auto apply(F f, A... a) -> decltype(f(a...)) { return f(a...); }
struct add { int operator()(int a, int b) const { return a + b; } };
struct dadd { __attribute__((device)) int operator()(int a, int b) const { return a + b; } };
void h() {
  int m = maxv(1, 5, 3, 2);
  static_assert(count_v<int, char, long> == 3, "");
  int s = apply(add(), 1, 2);
  dadd da; da(1, 2);
  dmaxv(1);
}
