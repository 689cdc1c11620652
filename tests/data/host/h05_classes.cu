// Classes with device members, device constructors and destructors, HD members, a device virtual function, static members defined out of the class, operators.
#include <cstdio>
struct Acc {
    float sum;
    __device__ Acc() : sum(0) {}
    __device__ explicit Acc(float s) : sum(s) {}
    __device__ ~Acc() {}
    __device__ void add(float x) { sum += x; }
    __host__ __device__ float get() const { return sum; }
    __device__ Acc operator+(const Acc &o) const { return Acc(sum + o.sum); }
    static int created;
};
int Acc::created = 0;
struct Shape { __device__ virtual float area() const { return 0; } __device__ virtual ~Shape() {} };
struct Square : Shape { float s; __device__ Square(float x) : s(x) {} __device__ float area() const override { return s * s; } };
__device__ float use(float x) { Acc a(x); a.add(1); Square q(x); return (a + Acc(2)).get() + q.area(); }
__global__ void kernel(float *out) { out[threadIdx.x] = use(out[threadIdx.x]); }
int main() { float *o = nullptr; kernel<<<1, 32>>>(o); Acc::created++; std::printf("%d\n", Acc::created); return 0; }
