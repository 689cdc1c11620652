// options: --c++20 --gnu_version=120200 --extended-lambda
// An extended lambda inside a generic lambda or an extended __host__
// __device__ lambda is refused; inside a __device__ lambda it is device code.
template <class F> void use(F) {}
void q1() { use([](auto x) { use([] __attribute__((device)) (int j) { return j; }); return x; }); }
void q2() { use([]<class T>(T x) { use([&] __attribute__((host)) __attribute__((device)) (int j) { return j; }); return x; }); }
auto q3() { use([] __attribute__((host)) __attribute__((device)) (int x) { use([&] __attribute__((device)) (int j) { return j; }); return x; }); return 1; }
void q4() { use([] __attribute__((device)) (int x) { use([&] __attribute__((device)) (int j) { return j; }); return x; }); }
void q5() { use([] __attribute__((host)) __attribute__((device)) (int i) { use([] __attribute__((host)) __attribute__((device)) (int j) { return j; }); return i; }); }
void q6() { int a = 1; use([=] __attribute__((host)) __attribute__((device)) (int x) { use([&] __attribute__((device)) (int j) { return a + j; }); return x; }); }
void q7() { auto g = [](int x) { use([] __attribute__((device)) (int j) { return j; }); return x; }; g(1); }
