// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void fill(F f, int *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}

void arrays(int *out) {
  int a1[4] = {1, 2, 3, 4};
  int a2[2][3] = {{10, 20, 30}, {40, 50, 60}};
  int a3[2][2][2] = {{{100, 200}, {300, 400}}, {{500, 600}, {700, 800}}};

  // 1-D array captured by value (explicit)
  fill<<<1, 32>>>([a1] __device__ (int i) { return a1[i % 4]; }, out, 4);
  // 2-D array captured by value (implicit)
  fill<<<1, 32>>>([=] __device__ (int i) { return a2[i / 3][i % 3]; }, out + 4, 6);
  // 3-D array captured by value, host-device
  auto f3 = [a3] __host__ __device__ (int i) { return a3[i / 4][(i / 2) % 2][i % 2]; };
  printf("host f3(5)=%d\n", f3(5));
  fill<<<1, 32>>>(f3, out + 10, 8);
  // all three together plus a scalar
  int scale = 2;
  fill<<<1, 32>>>([a1, a2, a3, scale] __device__ (int i) {
    return scale * (a1[0] + a2[1][2] + a3[1][1][1]) + i;
  }, out + 18, 2);
}

int main() {
  const int total = 20;
  int *d;
  int h[total];
  cudaMalloc(&d, total * sizeof(int));
  arrays(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < total; ++i) printf("%d ", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
