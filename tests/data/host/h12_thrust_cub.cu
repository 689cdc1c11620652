// The toolkit's heavy headers together (issue 4, done-when 2): thrust::sort and thrust::reduce on device vectors, and a kernel doing a cub block reduction.
#include <cstdio>
#include <cub/block/block_reduce.cuh>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>

template <int BLOCK> __global__ void blockSum(const int *in, int *out)
{
    using BlockReduce = cub::BlockReduce<int, BLOCK>;
    __shared__ typename BlockReduce::TempStorage temp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int total = BlockReduce(temp).Sum(v);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

int main()
{
    thrust::device_vector<int> v(1024);
    thrust::sequence(v.begin(), v.end());
    thrust::sort(v.begin(), v.end(), thrust::greater<int>());
    long long sum = thrust::reduce(v.begin(), v.end(), 0LL, thrust::plus<long long>());
    thrust::device_vector<int> partial(8);
    blockSum<128><<<8, 128>>>(thrust::raw_pointer_cast(v.data()), thrust::raw_pointer_cast(partial.data()));
    int blocks = thrust::reduce(partial.begin(), partial.end());
    std::printf("%lld %d\n", sum, blocks);
    return 0;
}
