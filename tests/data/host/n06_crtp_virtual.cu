// Exercises CRTP static polymorphism and virtual __device__ functions with objects constructed on the device
#include <cstdio>
#include <new>
#include <cuda_runtime.h>

template <typename Derived>
struct ShapeBase {
    __host__ __device__ float area() const { return static_cast<const Derived*>(this)->areaImpl(); }
    __host__ __device__ float scaled(float s) const { return area() * s * s; }
};

struct Square : ShapeBase<Square> {
    float side;
    __host__ __device__ explicit Square(float s) : side(s) {}
    __host__ __device__ float areaImpl() const { return side * side; }
};

struct Circle : ShapeBase<Circle> {
    float r;
    __host__ __device__ explicit Circle(float r_) : r(r_) {}
    __host__ __device__ float areaImpl() const { return 3.14159265f * r * r; }
};

template <typename Shape>
__global__ void crtpAreas(const Shape* shapes, float* out, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = shapes[i].scaled(s);
}

class Op {
public:
    __device__ virtual ~Op() {}
    __device__ virtual float apply(float x) const = 0;
};
class AddOp : public Op {
public:
    __device__ explicit AddOp(float v) : v_(v) {}
    __device__ float apply(float x) const override { return x + v_; }
private:
    float v_;
};
class MulOp final : public Op {
public:
    __device__ explicit MulOp(float v) : v_(v) {}
    __device__ float apply(float x) const override { return x * v_; }
private:
    float v_;
};

__global__ void buildOps(Op** ops, unsigned char* storage, size_t slot) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        ops[0] = new (storage) AddOp(1.0f);
        ops[1] = new (storage + slot) MulOp(3.0f);
    }
}

__global__ void runOps(Op* const* ops, int nops, float* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = data[i];
    for (int k = 0; k < nops; ++k) v = ops[k]->apply(v);
    data[i] = v;
}

__global__ void destroyOps(Op** ops, int nops) {
    if (threadIdx.x == 0) for (int k = 0; k < nops; ++k) ops[k]->~Op();
}

int main() {
    const int n = 128;
    Square hs[4] = {Square(1), Square(2), Square(3), Square(4)};
    Square* dS;
    float* dOut;
    cudaMalloc(&dS, sizeof(hs));
    cudaMalloc(&dOut, n * sizeof(float));
    cudaMemcpy(dS, hs, sizeof(hs), cudaMemcpyHostToDevice);
    crtpAreas<<<1, 32>>>(dS, dOut, 4, 2.0f);

    Op** dOps;
    unsigned char* storage;
    const size_t slot = 64;
    cudaMalloc(&dOps, 2 * sizeof(Op*));
    cudaMalloc(&storage, 2 * slot);
    buildOps<<<1, 1>>>(dOps, storage, slot);
    runOps<<<(n + 31) / 32, 32>>>(dOps, 2, dOut, n);
    destroyOps<<<1, 1>>>(dOps, 2);

    float h[4];
    cudaMemcpy(h, dOut, sizeof(h), cudaMemcpyDeviceToHost);
    Circle c(1.0f);
    std::printf("gpu: %f %f %f %f host circle=%f\n", h[0], h[1], h[2], h[3], c.scaled(2.0f));
    cudaFree(dS); cudaFree(dOut); cudaFree(dOps); cudaFree(storage);
    return 0;
}
