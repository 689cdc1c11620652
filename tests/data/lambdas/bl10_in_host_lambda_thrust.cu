// OPTS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>

template <class F>
__global__ void k(F f, int n) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

int main() {
  const int n = 6;
  thrust::device_vector<int> v(n, 0);
  int *raw = thrust::raw_pointer_cast(v.data());

  // ordinary host lambda whose body defines a device lambda
  auto launch_fill = [raw, n](int base) {
    auto dev = [raw, base] __device__ (int i) { raw[i] = base + i; };
    k<<<1, 32>>>(dev, n);
  };
  launch_fill(40);

  // host lambda defining a device lambda used with thrust::for_each
  auto doubler = [](int *p, int count) {
    thrust::for_each(thrust::device,
                     thrust::counting_iterator<int>(0),
                     thrust::counting_iterator<int>(count),
                     [p] __device__ (int i) { p[i] *= 2; });
  };
  doubler(raw, n);

  int h[n];
  cudaMemcpy(h, raw, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", h[i]);
  printf("\n");
  return 0;
}
