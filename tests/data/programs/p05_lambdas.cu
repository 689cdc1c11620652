// OPTS: -std=c++20 --extended-lambda
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <memory>
#include <functional>

template <typename F>
__global__ void launch(int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) f(i);
}

int main() {
    float* d = nullptr;
    float scale = 2.5f;
    launch<<<1, 32>>>(32, [=] __device__(int i) { d[i] *= scale; });
    launch<<<1, 32>>>(32, [d, s = scale * 2] __device__(int i) { d[i] += s; });

    std::vector<int> v(10);
    std::iota(v.begin(), v.end(), 0);
    auto isEven = [](auto x) { return x % 2 == 0; };
    auto cnt = std::count_if(v.begin(), v.end(), isEven);
    auto p = std::make_unique<int>(42);
    auto take = [q = std::move(p)]() mutable { return *q + 1; };
    std::function<int(int, int)> add = [](int a, int b) { return a + b; };
    int total = 0;
    std::for_each(v.begin(), v.end(), [&total](int x) { total += x; });
    auto rec = [](auto self, int n) -> int { return n <= 1 ? 1 : n * self(self, n - 1); };
    std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
    auto gl = []<typename T>(T a) { return a; };
    printf("%ld %d %d %d %d\n", (long)cnt, take(), add(1, 2), total, rec(rec, 5));
    (void)gl;
}
