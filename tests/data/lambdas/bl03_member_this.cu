// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void for_n(F f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

class Scaler {
public:
  int factor;
  int offset;
  int *data;

  Scaler(int f, int o, int *d) : factor(f), offset(o), data(d) {}

  // non-const member, explicit [this]
  void scale(int n) {
    for_n<<<1, 32>>>([this] __device__ (int i) { data[i] = data[i] * factor; }, n);
  }

  // const member, implicit this via [=] using a member
  void add_offset(int n) const {
    for_n<<<1, 32>>>([=] __device__ (int i) { data[i] += offset; }, n);
  }

  // non-const member, [=] plus a local and a parameter
  void fill(int n, int base) {
    int step = factor + 1;
    for_n<<<1, 32>>>([=] __device__ (int i) { data[i] = base + step * i; }, n);
  }
};

int main() {
  const int n = 8;
  int *d;
  int h[n];
  cudaMalloc(&d, n * sizeof(int));
  Scaler s(3, 100, d);

  s.fill(n, 1);
  s.scale(n);
  s.add_offset(n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");

  cudaFree(d);
  return 0;
}
