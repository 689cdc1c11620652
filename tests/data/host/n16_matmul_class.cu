// Exercises a tiled shared-memory matmul wrapped in a class template: friend kernels, static class-template members, cudaMallocManaged and device properties
#include <cstdio>
#include <memory>
#include <string>
#include <vector>
#include <cuda_runtime.h>

template <typename T, int TILE> class Matrix;

template <typename T, int TILE>
__global__ void matmulTiled(Matrix<T, TILE> a, Matrix<T, TILE> b, Matrix<T, TILE> c);

template <typename T, int TILE = 16>
class Matrix {
public:
    Matrix(int rows, int cols) : rows_(rows), cols_(cols) {
        cudaMallocManaged(&data_, sizeof(T) * rows * cols);
        ++liveCount;
    }
    __host__ __device__ int rows() const { return rows_; }
    __host__ __device__ int cols() const { return cols_; }
    __host__ __device__ T& at(int r, int c) { return data_[r * cols_ + c]; }
    __host__ __device__ T get(int r, int c) const {
        return (r < rows_ && c < cols_) ? data_[r * cols_ + c] : T(0);
    }
    void release() { cudaFree(data_); data_ = nullptr; --liveCount; }

    static int liveCount;
    static constexpr int tile = TILE;

    friend __global__ void matmulTiled<T, TILE>(Matrix a, Matrix b, Matrix c);

private:
    T* data_ = nullptr;
    int rows_, cols_;
};

template <typename T, int TILE>
int Matrix<T, TILE>::liveCount = 0;

template <typename T, int TILE>
__global__ void matmulTiled(Matrix<T, TILE> a, Matrix<T, TILE> b, Matrix<T, TILE> c) {
    __shared__ T As[TILE][TILE];
    __shared__ T Bs[TILE][TILE + 1];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    T acc = T(0);
    for (int t = 0; t < (a.cols_ + TILE - 1) / TILE; ++t) {
        As[threadIdx.y][threadIdx.x] = a.get(row, t * TILE + threadIdx.x);
        Bs[threadIdx.y][threadIdx.x] = b.get(t * TILE + threadIdx.y, col);
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < c.rows_ && col < c.cols_) c.data_[row * c.cols_ + col] = acc;
}

template <typename T, int TILE>
void multiply(Matrix<T, TILE>& a, Matrix<T, TILE>& b, Matrix<T, TILE>& c) {
    dim3 block(TILE, TILE);
    dim3 grid((c.cols() + TILE - 1) / TILE, (c.rows() + TILE - 1) / TILE);
    matmulTiled<<<grid, block>>>(a, b, c);
}

int main() {
    cudaDeviceProp prop{};
    int dev = 0;
    cudaGetDevice(&dev);
    cudaError_t perr = cudaGetDeviceProperties(&prop, dev);
    std::string name = (perr == cudaSuccess) ? prop.name : std::string("<no device>");

    const int M = 70, K = 45, N = 33;
    auto a = std::make_unique<Matrix<float>>(M, K);
    auto b = std::make_unique<Matrix<float>>(K, N);
    auto c = std::make_unique<Matrix<float>>(M, N);
    if (perr == cudaSuccess) {
        for (int i = 0; i < M; ++i) for (int k = 0; k < K; ++k) a->at(i, k) = 1.0f;
        for (int k = 0; k < K; ++k) for (int j = 0; j < N; ++j) b->at(k, j) = 0.5f;
    }
    multiply(*a, *b, *c);
    cudaDeviceSynchronize();
    float c00 = (perr == cudaSuccess) ? c->get(0, 0) : 0.0f;
    std::printf("device=%s tile=%d live=%d c00=%f\n", name.c_str(), Matrix<float>::tile,
                Matrix<float>::liveCount, c00);

    std::vector<Matrix<float>*> all{a.get(), b.get(), c.get()};
    for (auto* m : all) m->release();
    return 0;
}
