#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void sampleTex(cudaTextureObject_t tex, float* out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

__global__ void writeSurf(cudaSurfaceObject_t surf, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) surf2Dwrite(float(x + y), surf, x * sizeof(float), y);
}

int main() {
    const int w = 64, h = 64;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &desc, w, h, cudaArraySurfaceLoadStore);
    cudaResourceDesc res{};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td{};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 0;
    cudaTextureObject_t tex = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    cudaSurfaceObject_t surf = 0;
    cudaCreateSurfaceObject(&surf, &res);
    dim3 b(16, 16), g((w + 15) / 16, (h + 15) / 16);
    writeSurf<<<g, b>>>(surf, w, h);
    float* d = nullptr;
    cudaMalloc(&d, w * h * sizeof(float));
    sampleTex<<<g, b>>>(tex, d, w, h);
    std::vector<float> out(w * h);
    cudaMemcpy(out.data(), d, out.size() * sizeof(float), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(tex);
    cudaDestroySurfaceObject(surf);
    cudaFreeArray(arr);
    printf("%f\n", out[65]);
}
