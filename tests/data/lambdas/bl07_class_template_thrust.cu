// OPTS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>

// lambdas in member functions of a class template, given to thrust::transform
template <class T>
class Clamp {
public:
  T lo, hi;
  Clamp(T l, T h) : lo(l), hi(h) {}

  void apply(thrust::device_vector<T> &v) const {
    T l = lo, h = hi;
    thrust::transform(v.begin(), v.end(), v.begin(),
                      [l, h] __device__ (T x) { return x < l ? l : (x > h ? h : x); });
  }

  void apply_this(thrust::device_vector<T> &v) {
    thrust::transform(v.begin(), v.end(), v.begin(),
                      [this] __host__ __device__ (T x) { return x - lo; });
  }
};

int main() {
  const int n = 8;
  thrust::host_vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = i * 3 - 6;
  thrust::device_vector<int> d = h;

  Clamp<int> c(-2, 10);
  c.apply(d);
  h = d;
  for (int i = 0; i < n; ++i) printf("%d ", (int)h[i]);
  printf("\n");

  thrust::device_vector<float> df(4, 2.5f);
  Clamp<float> cf(0.5f, 1.0f);
  cf.apply(df);
  thrust::host_vector<float> hf = df;
  for (int i = 0; i < 4; ++i) printf("%.2f ", (float)hf[i]);
  printf("\n");
  return 0;
}
