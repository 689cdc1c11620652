// options: --c++17 --gnu_version=120200 --extended-lambda
// Extended lambdas where none of their restrictions applies: public members,
// friends, conversion and assignment operators, trailing return types,
// device code (a __device__ or __global__ body, a __device__ lambda's),
// captures by copy of locals, parameters, this and *this.
template <class F> void use(F) {}
struct S {
  int x = 0;
  void m() { use([=] __attribute__((device)) (int i) { return x + i; }); use([*this] __attribute__((device)) (int i) { return x + i; }); }
  static void sm() { use([] __attribute__((device)) (int i) { return i; }); }
  operator int() { use([] __attribute__((device)) (int i) { return i; }); return 0; }
  S &operator=(const S &) { use([] __attribute__((device)) (int i) { return i; }); return *this; }
  auto t() -> int { use([] __attribute__((host)) __attribute__((device)) (int i) { return i; }); return 1; }
  struct Pub { void p() { use([] __attribute__((device)) (int i) { return i; }); } };
private:
  friend void fr(S) { use([] __attribute__((device)) (int i) { return i; }); }
};
class C { public: void c() { use([] __attribute__((device)) (int i) { return i; }); } };
auto tr() -> int { use([] __attribute__((device)) (int i) { return i; }); return 1; }
__attribute__((device)) int dev() { int a = 1; auto l = [&] __attribute__((device)) (int i) { return a + i; }; return l(1); }
__attribute__((global)) void ker() { int a = 1; auto l = [&](int i) { return a + i; }; (void)l(1); }
void nest() { use([] __attribute__((device)) (int x) { int a = 1; auto l = [&] __attribute__((device)) (int j) { return a + j; }; return l(x); }); }
void caps(int p) { int a = 1; int arr[3] = {1, 2, 3}; use([=] __attribute__((device)) (int i) { return a + p + arr[i]; });
  use([a, p] __attribute__((host)) __attribute__((device)) (int i) { return a + p + i; }); use([v = a] __attribute__((device)) (int i) { return v + i; }); }
template <class T> void tmpl(T t) { use([=] __attribute__((device)) (int i) { return t + i; }); }
template void tmpl<int>(int);
void outer() { auto g = [](int x) { use([] __attribute__((device)) (int j) { return j; }); return x; }; g(1); }
