// Exercises __device__/__constant__/__managed__ variables (arrays, structs, namespaced), cudaMemcpyToSymbol and cudaGetSymbolAddress
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Config {
    float gain;
    int offset;
    int flags[4];
};

__constant__ Config cConfig;
__constant__ float cCoeffs[16];
__device__ int dCounter;
__device__ float dTable[64];
__managed__ int mResult[8];
__managed__ float mScale = 1.0f;

namespace lut {
__device__ unsigned char dLookup[256];
__constant__ int cSize = 256;
}  // namespace lut

__global__ void useSymbols(float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = 0.0f;
    for (int k = 0; k < 16; ++k) acc += cCoeffs[k] * (i + k);
    out[i] = acc * cConfig.gain * mScale + cConfig.offset + dTable[i % 64] + lut::dLookup[i % lut::cSize];
    atomicAdd(&dCounter, 1);
    if (i < 8) mResult[i] = i * cConfig.flags[i % 4];
}

int main() {
    const int n = 512;
    Config cfg;
    cfg.gain = 2.0f;
    cfg.offset = 3;
    for (int i = 0; i < 4; ++i) cfg.flags[i] = i + 1;
    float coeffs[16];
    for (int i = 0; i < 16; ++i) coeffs[i] = 1.0f / (i + 1);
    unsigned char lookup[256];
    for (int i = 0; i < 256; ++i) lookup[i] = static_cast<unsigned char>(255 - i);

    cudaMemcpyToSymbol(cConfig, &cfg, sizeof(cfg));
    cudaMemcpyToSymbol(cCoeffs, coeffs, sizeof(coeffs));
    cudaMemcpyToSymbol(lut::dLookup, lookup, sizeof(lookup));
    int zero = 0;
    cudaMemcpyToSymbol(dCounter, &zero, sizeof(int), 0, cudaMemcpyHostToDevice);

    float* tablePtr = nullptr;
    cudaGetSymbolAddress(reinterpret_cast<void**>(&tablePtr), dTable);
    cudaMemset(tablePtr, 0, 64 * sizeof(float));
    size_t tableSize = 0;
    cudaGetSymbolSize(&tableSize, dTable);

    mScale = 0.5f;  // managed variable written from host
    std::memset(mResult, 0, sizeof(mResult));

    float* dOut = nullptr;
    cudaMalloc(&dOut, n * sizeof(float));
    useSymbols<<<(n + 127) / 128, 128>>>(dOut, n);
    cudaDeviceSynchronize();

    int counter = 0;
    cudaMemcpyFromSymbol(&counter, dCounter, sizeof(int));
    float out0 = 0.0f;
    cudaMemcpy(&out0, dOut, sizeof(float), cudaMemcpyDeviceToHost);
    int total = 0;
    for (int i = 0; i < 8; ++i) total += mResult[i];  // managed variable read from host
    std::printf("counter=%d out0=%f total=%d tableSize=%zu scale=%f\n", counter, out0, total, tableSize, mScale);
    cudaFree(dOut);
    return 0;
}
