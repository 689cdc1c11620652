// OPTS: -extended-lambda
// Lambdas without a parameter list: `[=] __device__ { }`, with mutable, in a template and as HD.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(); }
template <class F> void launch(F f, int *out) { run<<<1, 1>>>(f, out); }
int plain(int *out) { int a = 3; launch([=] __device__ { return a * 2; }, out); return a; }
int mut(int *out) { int a = 4; launch([=] __device__ mutable { a += 1; return a; }, out); return a; }
template <class T> T tmpl(int *out, T v) { launch([v] __host__ __device__ { return (int)v; }, out); return v; }
int main() {
  int *d; cudaMalloc(&d, sizeof(int));
  plain(d); mut(d); tmpl(d, 5.0f);
  int h = 0; cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  return 0;
}
