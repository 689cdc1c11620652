// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void calc(F f, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

void compute(double *out, int n, double p0, float p1) {
  int a = 1;
  long b = 2;
  short c = 3;
  char d = 4;
  unsigned e = 5u;
  float f = 6.5f;
  double g = 7.25;
  bool h = true;
  long long j = 9;
  unsigned char k = 10;
  // 12 distinct captured variables in an explicit list
  auto lam = [a, b, c, d, e, f, g, h, j, k, p0, p1] __device__ (int i) {
    double s = a + b + c + d + e + f + g + (h ? 1 : 0) + j + k + p0 + p1;
    return s * i;
  };
  calc<<<1, 32>>>(lam, out, n);
}

void compute_implicit(double *out, int n) {
  int v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6;
  float w1 = 0.5f, w2 = 0.25f, w3 = 0.125f;
  double x1 = 10.0, x2 = 20.0, x3 = 30.0;
  // 12 variables captured implicitly by [=], host-device
  calc<<<1, 32>>>([=] __host__ __device__ (int i) {
    return (v1 + v2 + v3 + v4 + v5 + v6) * i + w1 + w2 + w3 + x1 + x2 + x3;
  }, out, n);
}

int main() {
  const int n = 4;
  double *d;
  double h[n];
  cudaMalloc(&d, n * sizeof(double));
  compute(d, n, 0.5, 0.25f);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.3f ", h[i]);
  printf("\n");
  compute_implicit(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.3f ", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
