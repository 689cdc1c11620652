// tests: a non-constexpr __device__ function with a deduced result named in host and host-device bodies (its address, its name alone, calls)
__attribute__((device)) auto df() { return 1; }
__attribute__((device)) constexpr auto cf() { return 1; }
__attribute__((device)) auto tr() -> int { return 1; }
__attribute__((device)) decltype(auto) da() { return 1; }
__attribute__((host)) __attribute__((device)) auto hd() { return 1; }
__attribute__((device)) auto dg(int) { return 1; }
__attribute__((device)) auto dg(float) { return 1; }
void h() {
  auto p = &df; (void)p;
  auto q = df;
  auto r = &cf;
  auto s = &tr;
  auto t = &da;
  auto u = &hd;
}
__attribute__((device)) void d() { auto p = &df; df(); }
__attribute__((global)) void k() { auto p = &df; }
__attribute__((host)) __attribute__((device)) void e() { auto p = &df; }
struct S { __attribute__((device)) auto m() { return 1; } };
void h2() { auto p = &S::m; }
void h3() { df(); }
void h4() { dg(1); }
template<class T> void h5() { df(); auto p = &df; }
