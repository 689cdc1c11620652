// OPTS: -extended-lambda
// Extended lambdas in class member initialisers: a static constexpr member, and a member
// of a class template, used from a kernel launch.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
struct Ops {
  static constexpr auto twice = [] __device__ (int i) { return 2 * i; };
  int base = 1;
  void go(int *out) { run<<<1, 1>>>([=] __device__ (int i) { return base + i; }, out); }
};
template <class T> struct TOps {
  static constexpr auto thrice = [] __host__ __device__ (T i) { return 3 * i; };
};
int main() {
  int *d; cudaMalloc(&d, sizeof(int));
  Ops o; o.go(d);
  int h = 0; cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h, TOps<int>::thrice(2));
  return 0;
}
