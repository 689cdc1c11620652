// OPTS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/reduce.h>
#include <thrust/iterator/counting_iterator.h>

namespace stats::detail {

struct Accumulator {
  int *data;
  int n;
  int weight;

  // for_each with [=] using members implicitly (captures this)
  void populate() {
    thrust::for_each(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                     [=] __device__ (int i) { data[i] = (i + 1) * weight; });
  }

  // reduce with a host-device binary op, const member
  int total(const thrust::device_vector<int> &v) const {
    int w = weight;
    return thrust::reduce(v.begin(), v.end(), 0,
                          [w] __host__ __device__ (int x, int y) { return x + y + 0 * w; });
  }

  // reduce with a device lambda computing a max (trailing return type required)
  int maximum(const thrust::device_vector<int> &v) const {
    return thrust::reduce(v.begin(), v.end(), -1,
                          [] __device__ (int x, int y) -> int { return x > y ? x : y; });
  }
};

} // namespace stats::detail

int main() {
  const int n = 10;
  thrust::device_vector<int> v(n);
  stats::detail::Accumulator acc{thrust::raw_pointer_cast(v.data()), n, 3};
  acc.populate();
  printf("sum=%d max=%d\n", acc.total(v), acc.maximum(v));
  return 0;
}
