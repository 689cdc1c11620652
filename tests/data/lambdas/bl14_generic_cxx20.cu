// OPTS: -std=c++20 --extended-lambda
#include <cstdio>

template <class F, class T>
__global__ void map(F f, T *data, int n) {
  int i = threadIdx.x;
  if (i < n) data[i] = f(data[i]);
}

template <class F>
__global__ void gen(F f, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}

void generic_demo(int *di, float *df, int n) {
  int k = 3;
  // generic device lambda, used with two different types
  auto twice = [=] __device__ (auto x) { return x * 2 + k; };
  map<<<1, 32>>>(twice, di, n);
  map<<<1, 32>>>(twice, df, n);

  // C++20 template-parameter-list lambda (device only)
  auto neg = [] __device__ <typename T>(T x) { return -x; };
  map<<<1, 32>>>(neg, di, n);

  // explicit return type -> float
  float scale = 0.5f;
  gen<<<1, 32>>>([scale] __device__ (int i) -> float { return i * scale; }, df + n, n);
  // host-device, non-generic, explicit return type
  gen<<<1, 32>>>([] __host__ __device__ (int i) -> float { return 1.0f / (i + 1); }, df + 2 * n, n);
}

int main() {
  const int n = 4;
  int hi[n] = {1, 2, 3, 4};
  float hf[3 * n] = {0.5f, 1.5f, 2.5f, 3.5f};
  int *di;
  float *df;
  cudaMalloc(&di, sizeof(hi));
  cudaMalloc(&df, sizeof(hf));
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  generic_demo(di, df, n);
  cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", hi[i]);
  printf("\n");
  for (int i = 0; i < 3 * n; ++i) printf("%.3f ", hf[i]);
  printf("\n");
  cudaFree(di);
  cudaFree(df);
  return 0;
}
