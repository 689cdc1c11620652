#include <cstdio>
#include <vector>
#include <array>
#include <cuda_runtime.h>

__global__ void addOne(int* p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] += 1;
}

struct StreamPool {
    std::array<cudaStream_t, 4> streams{};
    StreamPool() { for (auto& s : streams) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); }
    ~StreamPool() { for (auto s : streams) cudaStreamDestroy(s); }
    cudaStream_t operator[](std::size_t i) const { return streams[i % streams.size()]; }
};

void CUDART_CB hostCallback(void* data) { ++*static_cast<int*>(data); }

int main() {
    const int n = 1 << 16, chunks = 8;
    int* h = nullptr;
    cudaMallocHost(&h, n * sizeof(int));
    int* d = nullptr;
    cudaMalloc(&d, n * sizeof(int));
    StreamPool pool;
    int per = n / chunks;
    for (int c = 0; c < chunks; ++c) {
        auto s = pool[c];
        cudaMemcpyAsync(d + c * per, h + c * per, per * sizeof(int), cudaMemcpyHostToDevice, s);
        addOne<<<32, 128, 0, s>>>(d + c * per, per);
        cudaMemcpyAsync(h + c * per, d + c * per, per * sizeof(int), cudaMemcpyDeviceToHost, s);
    }
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaStream_t cs = pool[0];
    cudaStreamBeginCapture(cs, cudaStreamCaptureModeGlobal);
    addOne<<<1, 256, 0, cs>>>(d, n);
    int counter = 0;
    cudaLaunchHostFunc(cs, hostCallback, &counter);
    cudaStreamEndCapture(cs, &graph);
    cudaGraphInstantiate(&exec, graph, 0);
    cudaGraphLaunch(exec, cs);
    cudaStreamSynchronize(cs);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    int devCount = 0;
    cudaGetDeviceCount(&devCount);
    cudaDeviceProp prop{};
    if (devCount) cudaGetDeviceProperties(&prop, 0);
    int minGrid = 0, blockSize = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, addOne, 0, 0);
    printf("%d %d %s %d\n", h[0], counter, prop.name, blockSize);
    cudaFreeHost(h);
    cudaFree(d);
}
