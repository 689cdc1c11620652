// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void apply_kernel(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

void run_basic(int *d_out, int n) {
  // No capture, passed directly.
  apply_kernel<<<1, 32>>>([] __device__ (int i) { return i * i; }, d_out, n);
}

void run_stored(int *d_out, int n) {
  // Stored in an auto variable first, then passed.
  auto sq_plus_one = [] __device__ (int i) { return i * i + 1; };
  apply_kernel<<<1, 32>>>(sq_plus_one, d_out, n);
}

int main() {
  const int n = 8;
  int *d_out;
  int h[n];
  cudaMalloc(&d_out, n * sizeof(int));

  run_basic(d_out, n);
  cudaMemcpy(h, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");

  run_stored(d_out, n);
  cudaMemcpy(h, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");

  cudaFree(d_out);
  return 0;
}
