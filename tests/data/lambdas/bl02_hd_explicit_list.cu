// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void map_kernel(F f, const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(in[i]);
}

int main() {
  const int n = 6;
  float a = 2.0f, b = 0.5f;
  // host-device lambda with explicit capture list [a, b]
  auto axpb = [a, b] __host__ __device__ (float x) { return a * x + b; };

  float h_in[n], h_out[n];
  for (int i = 0; i < n; ++i) h_in[i] = (float)i;

  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);

  map_kernel<<<1, 64>>>(axpb, d_in, d_out, n);
  cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);

  for (int i = 0; i < n; ++i) {
    // same lambda also callable on the host
    printf("x=%.1f device=%.2f host=%.2f\n", h_in[i], h_out[i], axpb(h_in[i]));
  }

  // host-device lambda with a single capture, passed inline
  int shift = 10;
  map_kernel<<<1, 64>>>([shift] __host__ __device__ (float x) { return x + shift; },
                        d_in, d_out, n);
  cudaMemcpy(h_out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.1f ", h_out[i]);
  printf("\n");

  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
