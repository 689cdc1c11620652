// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void grid_stride(F f, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    f(i);
}

// host template function that launches the kernel for any functor
template <class F>
void launch(int n, F f) {
  int threads = 64;
  int blocks = (n + threads - 1) / threads;
  grid_stride<<<blocks, threads>>>(f, n);
  cudaDeviceSynchronize();
}

// captures function parameters, const locals and device pointers
void saxpy(int n, float a, const float *x, float *y) {
  const float bias = 0.25f;
  const int limit = n;
  launch(n, [=] __device__ (int i) {
    if (i < limit) y[i] = a * x[i] + y[i] + bias;
  });
}

void iota(int n, float *y, float start) {
  auto body = [y, start] __host__ __device__ (int i) { y[i] = start + i; };
  launch(n, body);
}

int main() {
  const int n = 200;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  iota(n, x, 0.0f);
  iota(n, y, 100.0f);
  saxpy(n, 2.0f, x, y);
  float h[n];
  cudaMemcpy(h, y, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%.2f %.2f %.2f %.2f\n", h[0], h[1], h[100], h[n - 1]);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
