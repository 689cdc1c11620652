__attribute__((device)) int dd(int, float) { return 0; }
int hh(int, float) { return 0; }
template<class R, class... Args> R invoke(R (*fp)(Args...), Args... a) { return fp(a...); }
template<class R, class... Args> struct fnt { typedef R result; static const int arity = sizeof...(Args); };
template<class R, class... Args> fnt<R, Args...> mk(R (*)(Args...)) { return fnt<R, Args...>(); }
__attribute__((device)) int dd2(char) { return 0; }
void h() {
  int r = invoke(hh, 1, 2.0f);
  auto t = mk(hh);
  static_assert(decltype(t)::arity == 2, "");
  int x = invoke(dd2, 'c');
}
