struct S { __attribute__((device)) int m() & { return 0; } int m() && { return 1; } };
template<class T> __attribute__((device)) int g(T&) { return 0; }
template<class T> int g(const T&) { return 1; }
template<class T> int v(T) { return 0; }
template<class... T> __attribute__((device)) int v(T...) { return 1; }
__attribute__((device)) int p(long) { return 0; }
int p(int) { return 1; }
__attribute__((device)) int q(int) { return 0; }
int q(double) { return 1; }
enum E { e0 };
__attribute__((device)) int r(long) { return 0; }
int r(int) { return 1; }
__attribute__((device)) int s(bool) { return 0; }
int s(void*) { return 1; }
__attribute__((device)) int u(...) { return 0; }
template<class T> int u(T) { return 1; }
void h() {
  S().m();
  const int ci = 1; g(ci);
  v(1);
  short sh = 1; p(sh);
  float f = 1; q(f);
  r(e0);
  s(nullptr);
  u(1);
  char c = 'x'; p(c);
  bool b = true; p(b);
}
