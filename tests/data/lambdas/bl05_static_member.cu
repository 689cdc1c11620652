// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void run1(F f, int *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}

struct Ops {
  static int bias;

  static void cube(int *out, int n) {
    run1<<<1, 32>>>([] __device__ (int i) { return i * i * i; }, out, n);
  }

  static void affine(int *out, int n, int mul) {
    int add = bias;
    run1<<<1, 32>>>([mul, add] __device__ (int i) { return mul * i + add; }, out, n);
  }

  static void hd(int *out, int n, int mod) {
    auto f = [=] __host__ __device__ (int i) { return i % mod; };
    printf("host f(7)=%d\n", f(7));
    run1<<<1, 32>>>(f, out, n);
  }
};

int Ops::bias = 5;

static void show(const int *d, int n) {
  int h[16];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");
}

int main() {
  const int n = 8;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  Ops::cube(d, n);
  show(d, n);
  Ops::affine(d, n, 4);
  show(d, n);
  Ops::hd(d, n, 3);
  show(d, n);
  cudaFree(d);
  return 0;
}
