// OPTS: -rdc=true
// Exercises dynamic parallelism: parent kernels launching child kernels (templated and plain) from device code with device streams
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void childScale(float* seg, int len, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len) seg[i] *= s;
}

template <typename T>
__global__ void childFill(T* seg, int len, T v) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len) seg[i] = v;
}

struct Segment {
    int begin;
    int length;
    float scale;
};

__global__ void parent(float* data, const Segment* segs, int nsegs) {
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= nsegs) return;
    Segment seg = segs[s];
    float* base = data + seg.begin;
    cudaStream_t st;
    cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
    int threads = 64;
    int blocks = (seg.length + threads - 1) / threads;
    childFill<float><<<blocks, threads, 0, st>>>(base, seg.length, 1.0f + s);
    childScale<<<blocks, threads, 0, st>>>(base, seg.length, seg.scale);
    cudaStreamDestroy(st);
}

__global__ void tailLauncher(int* counter) {
    if (threadIdx.x == 0) {
        childFill<int><<<1, 32, 0, cudaStreamTailLaunch>>>(counter, 32, 7);
        childFill<int><<<1, 32, 0, cudaStreamFireAndForget>>>(counter + 32, 32, 9);
    }
}

int main() {
    const int nsegs = 8, segLen = 500, n = nsegs * segLen;
    std::vector<Segment> hs(nsegs);
    for (int i = 0; i < nsegs; ++i) hs[i] = Segment{i * segLen, segLen, 0.5f * (i + 1)};
    float* d;
    Segment* dSegs;
    int* dCounter;
    cudaMalloc(&d, n * sizeof(float));
    cudaMalloc(&dSegs, nsegs * sizeof(Segment));
    cudaMalloc(&dCounter, 64 * sizeof(int));
    cudaMemcpy(dSegs, hs.data(), nsegs * sizeof(Segment), cudaMemcpyHostToDevice);

    parent<<<1, nsegs>>>(d, dSegs, nsegs);
    tailLauncher<<<1, 1>>>(dCounter);
    cudaDeviceSynchronize();

    std::vector<float> h(n);
    int counts[64];
    cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(counts, dCounter, sizeof(counts), cudaMemcpyDeviceToHost);
    std::printf("h[0]=%f h[last]=%f counts=%d,%d err=%s\n", h[0], h[n - 1], counts[0], counts[40],
                cudaGetErrorString(cudaGetLastError()));
    cudaFree(d); cudaFree(dSegs); cudaFree(dCounter);
    return 0;
}
