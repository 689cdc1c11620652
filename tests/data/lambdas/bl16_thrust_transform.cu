// OPTS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>

void unary(thrust::device_vector<float> &v, float k) {
  // lambda stored first, then passed to thrust::transform
  auto f = [k] __device__ (float x) { return x * k; };
  thrust::transform(v.begin(), v.end(), v.begin(), f);
}

void binary(const thrust::device_vector<float> &a, const thrust::device_vector<float> &b,
            thrust::device_vector<float> &out) {
  // binary host-device lambda passed inline
  thrust::transform(a.begin(), a.end(), b.begin(), out.begin(),
                    [] __host__ __device__ (float x, float y) { return x - y; });
}

void with_return_type(thrust::device_vector<float> &v) {
  float lo = 1.0f;
  thrust::transform(v.begin(), v.end(), v.begin(),
                    [=] __device__ (float x) -> float { return x < lo ? lo : x; });
}

int main() {
  const int n = 6;
  thrust::device_vector<float> a(n), b(n), c(n);
  thrust::sequence(a.begin(), a.end());          // 0 1 2 ...
  thrust::sequence(b.begin(), b.end(), 0.5f);    // 0.5 1.5 ...
  unary(a, 3.0f);
  binary(a, b, c);
  with_return_type(c);
  thrust::host_vector<float> h = c;
  for (int i = 0; i < n; ++i) printf("%.2f ", (float)h[i]);
  printf("\n");
  return 0;
}
