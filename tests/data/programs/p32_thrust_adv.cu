#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/tuple.h>
#include <thrust/transform_reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/unique.h>
#include <thrust/copy.h>
#include <thrust/execution_policy.h>
#include <thrust/random.h>
#include <cstdio>

struct DotTuple {
    __host__ __device__ float operator()(const thrust::tuple<float, float>& t) const {
        return thrust::get<0>(t) * thrust::get<1>(t);
    }
};

struct IsPositive {
    __host__ __device__ bool operator()(int x) const { return x > 0; }
};

struct RandGen {
    unsigned seed;
    __host__ __device__ float operator()(unsigned idx) const {
        thrust::default_random_engine rng(seed);
        thrust::uniform_real_distribution<float> dist(0.f, 1.f);
        rng.discard(idx);
        return dist(rng);
    }
};

int main() {
    thrust::device_vector<float> a(100, 1.0f), b(100, 2.0f);
    auto first = thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin()));
    auto last = thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end()));
    float dot = thrust::transform_reduce(first, last, DotTuple(), 0.0f, thrust::plus<float>());
    thrust::device_vector<int> v(10);
    thrust::sequence(thrust::device, v.begin(), v.end(), -5);
    thrust::inclusive_scan(v.begin(), v.end(), v.begin());
    thrust::device_vector<int> pos(10);
    auto end = thrust::copy_if(v.begin(), v.end(), pos.begin(), IsPositive());
    pos.erase(end, pos.end());
    auto newEnd = thrust::unique(pos.begin(), pos.end());
    thrust::device_vector<float> r(16);
    thrust::transform(thrust::counting_iterator<unsigned>(0), thrust::counting_iterator<unsigned>(16), r.begin(), RandGen{1234u});
    thrust::host_vector<int> h(pos.begin(), newEnd);
    printf("%f %zu %f\n", dot, h.size(), (float)r[0]);
}
