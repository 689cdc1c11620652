__attribute__((device)) int d(int x) { return x; }
struct S { __attribute__((device)) int m() const { return 0; } __attribute__((device)) static int sm() { return 1; } };
template<class T> __attribute__((device)) T dt(T t) { return t; }
template<class T> struct box { T v; __attribute__((device)) T get() const { return v; } };
template<class T> T&& declval();
void h() {
  int a = sizeof(d(1));
  decltype(d(2)) b = 0;
  bool n = noexcept(d(3));
  S s;
  decltype(s.m()) c = 0;
  decltype(S::sm()) e = 0;
  int f = sizeof(dt(1.0));
  decltype(declval<box<int> >().get()) g = 0;
  using T = decltype(dt<char>('c'));
  int arr[sizeof(box<int>().get())];
  auto l = [](auto x) { return d(x); };
}
