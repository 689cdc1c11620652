// constexpr __global__ declarations and definitions warn; a friend declaration without a body does not
struct S { friend __attribute__((global)) void k(); };
constexpr __attribute__((global)) void k2();
__attribute__((global)) constexpr void k3() {}
