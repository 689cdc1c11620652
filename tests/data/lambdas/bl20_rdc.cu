// OPTS: --extended-lambda -rdc=true
#include <cstdio>

// with -rdc=true: extern device function and device global referenced from lambdas
extern __device__ int combine(int a, int b);
__device__ int g_scale = 4;

template <class F>
__global__ void apply(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

namespace work {
void step1(int *out, int n, int base) {
  apply<<<1, 32>>>([base] __device__ (int i) { return combine(base, i) * g_scale; }, out, n);
}

struct Runner {
  int k;
  void step2(int *out, int n) const {
    auto f = [=] __device__ (int i) { return combine(k, out[i]); };
    apply<<<1, 32>>>(f, out, n);
  }
};
} // namespace work

__device__ int combine(int a, int b) { return a + 2 * b; }

int main() {
  const int n = 6;
  int *d;
  int h[n];
  cudaMalloc(&d, sizeof(h));
  work::step1(d, n, 1);
  work::Runner r{100};
  r.step2(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
