// Exercises reopened/nested/inline namespaces, namespace aliases, using-declarations/directives and typedefs of kernel pointer types
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

namespace gpu {
namespace detail {
__device__ float bias = 0.5f;
__device__ inline float clampUnit(float x) { return x < 0.f ? 0.f : (x > 1.f ? 1.f : x); }
}  // namespace detail

__global__ void normalize(float* d, int n, float maxv);
}  // namespace gpu

namespace gpu {  // reopened
inline namespace v2 {
__global__ void offset(float* d, int n, float by) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] += by + detail::bias;
}
}  // namespace v2

__global__ void normalize(float* d, int n, float maxv) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = detail::clampUnit(d[i] / maxv);
}
}  // namespace gpu

namespace gpu::detail {  // C++17 nested namespace definition
__constant__ float weights[4] = {0.1f, 0.2f, 0.3f, 0.4f};
template <typename T>
__global__ void weighted(T* d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] *= static_cast<T>(weights[i & 3]);
}
}  // namespace gpu::detail

namespace host {
typedef void (*KernelFn)(float*, int, float);
using WeightedFn = void (*)(float*, int);
struct Step { KernelFn fn; float arg; const char* name; };
}  // namespace host

namespace gd = gpu::detail;

int main() {
    using gpu::normalize;
    using namespace host;
    const int n = 2048;
    float* d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemset(d, 0, n * sizeof(float));

    std::vector<Step> steps = {
        {gpu::offset, 3.0f, "offset"},
        {gpu::v2::offset, 1.0f, "offset(v2)"},
        {normalize, 10.0f, "normalize"},
    };
    const int block = 256, grid = (n + block - 1) / block;
    for (const Step& s : steps) {
        s.fn<<<grid, block>>>(d, n, s.arg);
        std::printf("launched %s\n", s.name);
    }
    WeightedFn wf = gd::weighted<float>;
    wf<<<grid, block>>>(d, n);
    gd::weighted<<<grid, block>>>(d, n);

    float b = 0.0f;
    cudaMemcpyFromSymbol(&b, gd::bias, sizeof(float));
    float h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    std::printf("bias=%f h=%f %f %f %f\n", b, h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
