// OPTS: --extended-lambda
#include <cstdio>
#include <cub/device/device_reduce.cuh>

template <class F>
__global__ void init_kernel(F f, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

int reduce_with(const int *d_in, int n, int init) {
  int *d_out;
  cudaMalloc(&d_out, sizeof(int));
  // host-device lambda as the reduction operator
  auto op = [] __host__ __device__ (int a, int b) { return a > b ? a : b; };
  void *d_temp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_out, n, op, init);
  cudaMalloc(&d_temp, bytes);
  cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_out, n, op, init);
  int result = 0;
  cudaMemcpy(&result, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d_temp);
  cudaFree(d_out);
  return result;
}

int main() {
  const int n = 1000;
  int *d_in;
  cudaMalloc(&d_in, n * sizeof(int));
  int mod = 97;
  init_kernel<<<(n + 127) / 128, 128>>>([mod] __device__ (int i) { return (i * 31) % mod; },
                                        d_in, n);
  printf("max=%d\n", reduce_with(d_in, n, 0));
  cudaFree(d_in);
  return 0;
}
