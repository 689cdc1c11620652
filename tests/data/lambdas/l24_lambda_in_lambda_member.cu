// OPTS: --extended-lambda
// Device lambdas inside a host lambda inside a member function, capturing this through it.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
struct Engine {
    int gear;
    int go(int *d) {
        auto stage = [this, d](int extra) {
            run<<<1, 4>>>([=] __device__ (int i) { return gear * i + extra; }, d);
            run<<<1, 4>>>([=] __host__ __device__ (int i) { return extra - i; }, d);
        };
        stage(5);
        stage(6);
        return gear;
    }
};
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    Engine e{3};
    e.go(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d\n", h[3]);
    return 0;
}
