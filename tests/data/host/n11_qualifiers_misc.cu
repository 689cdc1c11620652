// Exercises __launch_bounds__, __forceinline__/__noinline__, constexpr host-device functions, static_assert, enum class, unions and bitfields
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

constexpr __host__ __device__ int ceilDiv(int a, int b) { return (a + b - 1) / b; }
constexpr __host__ __device__ unsigned popcountConst(unsigned v) { return v ? (v & 1u) + popcountConst(v >> 1) : 0u; }

constexpr int kBlock = 192;
static_assert(kBlock % 32 == 0, "block must be a multiple of warp size");
static_assert(ceilDiv(1000, kBlock) == 6, "ceilDiv broken");
static_assert(popcountConst(0xF0u) == 4, "popcount broken");

enum class Op : uint8_t { Add, Sub, Xor };

union FloatBits {
    float f;
    uint32_t u;
    struct { uint32_t mantissa : 23; uint32_t exponent : 8; uint32_t sign : 1; } parts;
};

struct Packed {
    unsigned op : 2;
    unsigned lane : 5;
    unsigned valid : 1;
    unsigned payload : 24;
};
static_assert(sizeof(Packed) == 4, "Packed must be 32 bits");

__device__ __forceinline__ uint32_t applyOp(Op op, uint32_t a, uint32_t b) {
    switch (op) {
        case Op::Add: return a + b;
        case Op::Sub: return a - b;
        case Op::Xor: return a ^ b;
    }
    return 0;
}

__device__ __noinline__ int exponentOf(float x) {
    FloatBits fb;
    fb.f = x;
    return static_cast<int>(fb.parts.exponent) - 127;
}

__global__ void __launch_bounds__(kBlock) transform(const Packed* in, uint32_t* out, int* exps, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Packed p = in[i];
    uint32_t r = p.valid ? applyOp(static_cast<Op>(p.op), p.payload, p.lane) : 0u;
    out[i] = r;
    exps[i] = exponentOf(static_cast<float>(r) + 1.0f) + popcountConst(p.lane);
}

__global__ void __launch_bounds__(128, 4) smallKernel(int* data) {
    data[threadIdx.x] = ceilDiv(threadIdx.x, 4);
}

int main() {
    constexpr int n = 1000;
    Packed h[n];
    for (int i = 0; i < n; ++i) {
        h[i].op = i % 3;
        h[i].lane = i % 32;
        h[i].valid = (i % 7) != 0;
        h[i].payload = i * 1000;
    }
    Packed* dIn;
    uint32_t* dOut;
    int* dExp;
    cudaMalloc(&dIn, sizeof(h));
    cudaMalloc(&dOut, n * sizeof(uint32_t));
    cudaMalloc(&dExp, n * sizeof(int));
    cudaMemcpy(dIn, h, sizeof(h), cudaMemcpyHostToDevice);
    transform<<<ceilDiv(n, kBlock), kBlock>>>(dIn, dOut, dExp, n);
    smallKernel<<<1, 128>>>(dExp);
    uint32_t out[4];
    int exps[4];
    cudaMemcpy(out, dOut, sizeof(out), cudaMemcpyDeviceToHost);
    cudaMemcpy(exps, dExp, sizeof(exps), cudaMemcpyDeviceToHost);
    FloatBits fb;
    fb.f = -2.5f;
    std::printf("out=%u %u exps=%d %d host sign=%u exp=%u\n", out[1], out[2], exps[0], exps[3],
                (unsigned)fb.parts.sign, (unsigned)fb.parts.exponent);
    cudaFree(dIn); cudaFree(dOut); cudaFree(dExp);
    return 0;
}
