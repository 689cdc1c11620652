// OPTS: --extended-lambda
// thrust algorithms with device and host-device lambdas.
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/count.h>
#include <cstdio>
int main() {
    thrust::device_vector<float> x(16, 1.0f), y(16, 2.0f);
    float a = 3.0f;
    thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), [=] __device__ (float xi, float yi) { return a * xi + yi; });
    float sum = thrust::reduce(y.begin(), y.end(), 0.0f, [] __host__ __device__ (float p, float q) { return p + q; });
    int big = thrust::count_if(y.begin(), y.end(), [a] __device__ (float v) { return v > a; });
    printf("%g %d\n", sum, big);
    return 0;
}
