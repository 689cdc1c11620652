#include <cstdio>
#include <vector>
#include <random>
#include <cassert>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                          \
    do {                                                                          \
        cudaError_t err = call;                                                   \
        if (err != cudaSuccess) {                                                 \
            fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            exit(1);                                                              \
        }                                                                         \
    } while (0)

template <int TILE>
__global__ void matmulTiled(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE + 1];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : 0.0f;
        __syncthreads();
        #pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

class Matrix {
public:
    Matrix(int r, int c) : rows(r), cols(c), host(r * c) {
        CUDA_CHECK(cudaMalloc(&dev, bytes()));
    }
    ~Matrix() { cudaFree(dev); }
    Matrix(const Matrix&) = delete;
    Matrix& operator=(const Matrix&) = delete;
    size_t bytes() const { return sizeof(float) * rows * cols; }
    void upload() { CUDA_CHECK(cudaMemcpy(dev, host.data(), bytes(), cudaMemcpyHostToDevice)); }
    void download() { CUDA_CHECK(cudaMemcpy(host.data(), dev, bytes(), cudaMemcpyDeviceToHost)); }
    float& operator()(int r, int c) { return host[r * cols + c]; }
    const int rows, cols;
    std::vector<float> host;
    float* dev = nullptr;
};

int main() {
    constexpr int M = 64, N = 48, K = 32, TILE = 16;
    Matrix A(M, K), B(K, N), C(M, N);
    std::mt19937 rng(42);
    std::uniform_real_distribution<float> dist(-1.f, 1.f);
    for (auto& x : A.host) x = dist(rng);
    for (auto& x : B.host) x = dist(rng);
    A.upload(); B.upload();
    dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmulTiled<TILE><<<grid, block>>>(A.dev, B.dev, C.dev, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    C.download();
    float ref = 0;
    for (int k = 0; k < K; ++k) ref += A(0, k) * B(k, 0);
    assert(fabsf(ref - C(0, 0)) < 1e-3f);
    printf("ok %f\n", C(0, 0));
}
