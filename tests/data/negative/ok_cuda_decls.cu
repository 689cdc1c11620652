typedef void V;
__attribute__((global)) V h() {}
__attribute__((global)) auto kt() -> void {}
struct S { friend __attribute__((global)) void kf(S); __attribute__((host)) __attribute__((device)) S() {} };
__attribute__((device)) __attribute__((managed)) int m;
__attribute__((constant)) float c[4];
extern "C" __attribute__((global)) void kc() {}
template <class T> __attribute__((global)) void kt2(T) {}
__attribute__((host)) __attribute__((device)) auto hd(int x) { return x; }
