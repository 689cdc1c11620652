// options: --c++20 --gnu_version=120200 --extended-lambda
// Extended __host__ __device__ lambdas: not generic, no init-captures; no
// extended lambda is constexpr or consteval. The errors of one lambda come
// in the reference's order.
template <class F> void use(F) {}
void g1() { use([] __attribute__((host)) __attribute__((device)) (auto i) { return i; }); }
void g2() { use([] __attribute__((host)) __attribute__((device)) <class Q>(Q i) { return i; }); }
void g3() { int a = 1; use([b = a] __attribute__((host)) __attribute__((device)) (int i) { return b + i; }); }
void g4() { int a = 1, c = 2; use([&a, b = 1, &c] __attribute__((host)) __attribute__((device)) (int i) { return a + b + c + i; }); }
void g5() { use([] __attribute__((device)) (int i) constexpr { return i; }); }
void g6() { use([] __attribute__((host)) __attribute__((device)) (int i) constexpr { return i; }); }
void g7() { use([] __attribute__((device)) (int i) consteval { return i; }); }
void g8() { use([] __attribute__((device)) (auto i) { return i; }); }
class V {
  auto c1() { int a = 1; use([&, b = a] __attribute__((host)) __attribute__((device)) (auto i) constexpr { return a + i; }); return 1; }
  V() { int a = 1; use([&a] __attribute__((host)) __attribute__((device)) (int i) { return a + i; }); }
};
