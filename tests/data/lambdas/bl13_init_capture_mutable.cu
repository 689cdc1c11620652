// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void run(F f, int *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i);
}

void go(int *out, int n, int a) {
  // init-captures (device lambda only)
  auto f1 = [x = a * 2, y = a + 1] __device__ (int i) { return x * i + y; };
  run<<<1, 32>>>(f1, out, n);

  // mutable device lambda: modifies its own copy of the capture
  int counter = 5;
  run<<<1, 32>>>([counter] __device__ (int i) mutable {
    counter += i;
    counter *= 2;
    return counter;
  }, out + n, n);

  // mutable + init-capture + explicit return type
  run<<<1, 32>>>([acc = 0, step = a] __device__ (int i) mutable -> int {
    for (int k = 0; k <= i; ++k) acc += step;
    return acc;
  }, out + 2 * n, n);

  // mutable host-device lambda with plain capture
  int t = 1;
  auto hd = [t] __host__ __device__ (int i) mutable { t = t * 3 + i; return t; };
  run<<<1, 32>>>(hd, out + 3 * n, n);
}

int main() {
  const int n = 4;
  int *d;
  int h[4 * n];
  cudaMalloc(&d, sizeof(h));
  go(d, n, 3);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int r = 0; r < 4; ++r) {
    for (int i = 0; i < n; ++i) printf("%d ", h[r * n + i]);
    printf("\n");
  }
  cudaFree(d);
  return 0;
}
