// constexpr __device__ and __constant__ variables are allowed (only __shared__ and __managed__ are not)
constexpr __attribute__((device)) int a = 1;
constexpr __attribute__((constant)) int b = 1;
__attribute__((device)) void f() { constexpr __attribute__((device)) int c = 1; }
