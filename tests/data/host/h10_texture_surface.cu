// Texture and surface objects passed to kernels, a 2D texture fetch, cudaMallocArray.
#include <cuda_runtime.h>
__global__ void readTex(cudaTextureObject_t tex, float *out, int w)
{
    int x = threadIdx.x;
    out[x] = tex2D<float>(tex, x + 0.5f, 0.5f);
}
__global__ void writeSurf(cudaSurfaceObject_t surf, int w)
{
    int x = threadIdx.x;
    surf2Dwrite(1.0f * x, surf, x * sizeof(float), 0);
}
int main()
{
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    cudaMallocArray(&arr, &desc, 32, 1, cudaArraySurfaceLoadStore);
    cudaResourceDesc res{};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td{};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    cudaSurfaceObject_t surf = 0;
    cudaCreateTextureObject(&tex, &res, &td, nullptr);
    cudaCreateSurfaceObject(&surf, &res);
    writeSurf<<<1, 32>>>(surf, 32);
    readTex<<<1, 32>>>(tex, nullptr, 32);
    cudaDestroyTextureObject(tex);
    cudaDestroySurfaceObject(surf);
    cudaFreeArray(arr);
    return 0;
}
