#include <cstdio>
#include <new>

struct Shape {
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual ~Shape() {}
};
struct Circle : Shape {
    float r;
    __host__ __device__ explicit Circle(float r_) : r(r_) {}
    __host__ __device__ float area() const override { return 3.14159f * r * r; }
};
struct Rect final : Shape {
    float w, h;
    __host__ __device__ Rect(float a, float b) : w(a), h(b) {}
    __host__ __device__ float area() const override { return w * h; }
};

__global__ void build(Shape** shapes, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    if (i % 2) shapes[i] = new Circle(i);
    else shapes[i] = new Rect(i, 2);
}
__global__ void areas(Shape** shapes, float* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = shapes[i]->area();
}
__global__ void destroy(Shape** shapes, int n) {
    int i = threadIdx.x;
    if (i < n) delete shapes[i];
}

__device__ void* operator new(size_t, int* hint) { return hint; }

int main() {
    Shape** d = nullptr;
    cudaMalloc(&d, 16 * sizeof(Shape*));
    build<<<1, 16>>>(d, 16);
    areas<<<1, 16>>>(d, nullptr, 16);
    destroy<<<1, 16>>>(d, 16);
    Circle c(1);
    Shape& s = c;
    printf("%f\n", s.area());
}
