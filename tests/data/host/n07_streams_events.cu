// Exercises multiple streams, events for timing/dependencies, pinned memory and async copies
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess)                                                   \
            std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
    } while (0)

__global__ void saxpyChunk(float a, const float* x, float* y, int offset, int count) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count) y[offset + i] = a * x[offset + i] + y[offset + i];
}

__global__ void finalize(float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = sqrtf(fabsf(y[i]));
}

void CUDART_CB hostCallback(void* userData) {
    int* flag = static_cast<int*>(userData);
    *flag = 1;
}

int main() {
    const int n = 1 << 16, nStreams = 4, chunk = n / nStreams;
    float *hx, *hy, *dx, *dy;
    CHECK(cudaMallocHost(&hx, n * sizeof(float)));
    CHECK(cudaHostAlloc(&hy, n * sizeof(float), cudaHostAllocDefault));
    for (int i = 0; i < n; ++i) { hx[i] = 1.0f; hy[i] = float(i); }
    CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CHECK(cudaMalloc(&dy, n * sizeof(float)));

    std::vector<cudaStream_t> streams(nStreams);
    std::vector<cudaEvent_t> done(nStreams);
    for (int s = 0; s < nStreams; ++s) {
        CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
        CHECK(cudaEventCreateWithFlags(&done[s], cudaEventDisableTiming));
    }
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, 0));

    for (int s = 0; s < nStreams; ++s) {
        int off = s * chunk;
        CHECK(cudaMemcpyAsync(dx + off, hx + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        CHECK(cudaMemcpyAsync(dy + off, hy + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        saxpyChunk<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(2.0f, dx, dy, off, chunk);
        CHECK(cudaEventRecord(done[s], streams[s]));
    }
    for (int s = 1; s < nStreams; ++s) CHECK(cudaStreamWaitEvent(streams[0], done[s], 0));
    finalize<<<(n + 255) / 256, 256, 0, streams[0]>>>(dy, n);
    CHECK(cudaMemcpyAsync(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost, streams[0]));
    int flag = 0;
    CHECK(cudaLaunchHostFunc(streams[0], hostCallback, &flag));
    CHECK(cudaEventRecord(stop, streams[0]));
    CHECK(cudaEventSynchronize(stop));

    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    cudaError_t q = cudaStreamQuery(streams[1]);
    std::printf("time=%.3f ms y[10]=%f flag=%d query=%s\n", ms, hy[10], flag, cudaGetErrorName(q));

    for (int s = 0; s < nStreams; ++s) { cudaStreamDestroy(streams[s]); cudaEventDestroy(done[s]); }
    cudaEventDestroy(start); cudaEventDestroy(stop);
    cudaFree(dx); cudaFree(dy); cudaFreeHost(hx); cudaFreeHost(hy);
    return 0;
}
