// OPTS: --extended-lambda
// Lambdas in loops, conditions and switch statements; captures of loop variables.
#include <cstdio>
template <class F> __global__ void run(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
int main() {
    int *d; cudaMalloc(&d, 4 * sizeof(int));
    int h[4];
    for (int pass = 0; pass < 3; pass++) {
        int w = pass * 10;
        if (pass % 2 == 0)
            run<<<1, 4>>>([=] __device__ (int i) { return w + pass + i; }, d);
        else
            run<<<1, 4>>>([pass] __device__ (int i) { return pass - i; }, d);
        switch (pass) {
        case 2: { int z = 7; run<<<1, 4>>>([=] __device__ (int i) { return z * i + w; }, d); break; }
        default: break;
        }
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        printf("%d ", h[3]);
    }
    printf("\n");
    return 0;
}
