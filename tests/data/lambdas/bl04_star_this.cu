// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void gen_kernel(F f, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

struct Poly {
  float c0, c1, c2;

  // *this copies the whole object into the closure (C++17)
  void eval(float *out, int n) const {
    gen_kernel<<<1, 32>>>([*this] __device__ (int i) {
      float x = (float)i;
      return c0 + c1 * x + c2 * x * x;
    }, out, n);
  }

  // *this together with another capture, host-device lambda
  void eval_scaled(float *out, int n, float s) {
    auto lam = [*this, s] __host__ __device__ (int i) -> float {
      float x = (float)i;
      return s * (c0 + c1 * x + c2 * x * x);
    };
    printf("host check f(2)=%.2f\n", lam(2));
    gen_kernel<<<1, 32>>>(lam, out, n);
  }
};

int main() {
  const int n = 5;
  float *d;
  float h[n];
  cudaMalloc(&d, n * sizeof(float));

  Poly p{1.0f, 2.0f, 0.5f};
  p.eval(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.2f ", h[i]);
  printf("\n");

  p.eval_scaled(d, n, 2.0f);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.2f ", h[i]);
  printf("\n");

  cudaFree(d);
  return 0;
}
