// OPTS: --extended-lambda
#include <cstdio>

namespace kern {
template <class F>
__global__ void gen(F f, int *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}
} // namespace kern

namespace alpha {
void evens(int *out, int n) {
  kern::gen<<<1, 32>>>([] __device__ (int i) { return 2 * i; }, out, n);
}

namespace beta {
namespace gamma {
void odds(int *out, int n, int base) {
  auto f = [base] __device__ (int i) { return base + 2 * i + 1; };
  kern::gen<<<1, 32>>>(f, out, n);
}
} // namespace gamma
} // namespace beta
} // namespace alpha

// C++17 nested namespace definition
namespace outer::inner {
struct Tool {
  int m;
  void run(int *out, int n) const {
    kern::gen<<<1, 32>>>([=] __host__ __device__ (int i) { return m * i; }, out, n);
  }
};
template <class T>
void tmpl(int *out, int n, T t) {
  kern::gen<<<1, 32>>>([t] __device__ (int i) { return (int)(t) - i; }, out, n);
}
} // namespace outer::inner

static void dump(const int *d, int n) {
  int h[16];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");
}

int main() {
  const int n = 6;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  alpha::evens(d, n);              dump(d, n);
  alpha::beta::gamma::odds(d, n, 100); dump(d, n);
  outer::inner::Tool t{7};
  t.run(d, n);                     dump(d, n);
  outer::inner::tmpl(d, n, 50.0);  dump(d, n);
  cudaFree(d);
  return 0;
}
