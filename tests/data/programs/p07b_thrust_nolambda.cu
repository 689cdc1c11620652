// OPTS: --extended-lambda
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/sequence.h>
#include <thrust/count.h>
#include <thrust/fill.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <cstdio>

struct saxpy_functor {
    const float a;
    saxpy_functor(float a_) : a(a_) {}
    __host__ __device__ float operator()(const float& x, const float& y) const { return a * x + y; }
};

struct square {
    __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
    thrust::device_vector<float> X(1000), Y(1000);
    thrust::sequence(X.begin(), X.end());
    thrust::fill(Y.begin(), Y.end(), 1.0f);
    thrust::transform(X.begin(), X.end(), Y.begin(), Y.begin(), saxpy_functor(2.0f));
    float sum = thrust::reduce(Y.begin(), Y.end(), 0.0f, thrust::plus<float>());
    float sq = thrust::transform_reduce(X.begin(), X.end(), square(), 0.0f, thrust::plus<float>());
    thrust::sort(Y.begin(), Y.end(), thrust::greater<float>());
    thrust::host_vector<float> h = Y;
    thrust::device_vector<int> keys(10), vals(10);
    thrust::sequence(keys.rbegin(), keys.rend());
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
    int cnt = 0;
    printf("%f %f %f %d\n", sum, sq, h[0], cnt);
}
