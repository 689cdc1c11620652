// OPTS: --extended-lambda
// The extended-lambda traits seen from host code.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int a = 2;
    auto dl = [=] __device__ (int i) { return a + i; };
    auto dlr = [=] __device__ (int i) -> int { return a - i; };
    auto hd = [=] __host__ __device__ (int i) { return a * i; };
    auto plain = [=](int i) { return i; };
    static_assert(__nv_is_extended_device_lambda_closure_type(decltype(dl)), "dl");
    static_assert(!__nv_is_extended_device_lambda_closure_type(decltype(plain)), "plain");
    static_assert(__nv_is_extended_device_lambda_with_preserved_return_type(decltype(dlr)), "dlr");
    static_assert(__nv_is_extended_host_device_lambda_closure_type(decltype(hd)), "hd");
    run<<<1, 4>>>(dl, d);
    run<<<1, 4>>>(dlr, d);
    run<<<1, 4>>>(hd, d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[3], plain(1));
    return 0;
}
