// OPTS: -extended-lambda
// Extended lambdas inside conversion functions: the tag names the enclosing
// function by its type (`int (Runner::*)(void)`) and address (`&Runner::operator int`),
// so the kernel's stub and the host's launch agree on the closure type.
#include <cstdio>
template <class F> __global__ void kern(F f, int *p) { *p = f(5); }
struct Runner {
    int *p;
    explicit operator int() { kern<<<1, 1>>>([] __device__ (int x) { return x > 3; }, p); return 0; }
    operator long() const { kern<<<1, 1>>>([] __device__ (int x) { return x * 2; }, p); return 1; }
    operator unsigned long() { kern<<<1, 1>>>([=] __device__ (int x) { return x + (p != nullptr); }, p); return 2; }
};
int main()
{
    Runner r{nullptr};
    std::printf("%d %ld %lu\n", (int)r, (long)r, (unsigned long)r);
    return 0;
}
