// Exercises classes with __host__ __device__ members, __device__ ctors/dtors, operator overloads and static members
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3& o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
    __host__ __device__ Vec3& operator+=(const Vec3& o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ static Vec3 unitX() { return Vec3(1, 0, 0); }
    static constexpr int kDims = 3;
};

__host__ __device__ inline Vec3 operator-(const Vec3& a, const Vec3& b) { return Vec3(a.x - b.x, a.y - b.y, a.z - b.z); }

class ScopedCounter {
public:
    __device__ ScopedCounter(int* slot) : slot_(slot) { atomicAdd(slot_, 1); }
    __device__ ~ScopedCounter() { atomicSub(slot_, 1); }
    __device__ int peek() const { return *slot_; }
private:
    int* slot_;
};

class Particle {
public:
    Particle() = default;
    __host__ __device__ Particle(Vec3 p, Vec3 v) : pos_(p), vel_(v) {}
    __host__ __device__ void step(float dt) { pos_ += vel_ * dt; ++steps_; }
    __host__ __device__ const Vec3& pos() const { return pos_; }
    __host__ __device__ float energy() const { return 0.5f * mass * vel_.dot(vel_); }
    static constexpr float mass = 2.0f;
    static int instances;
private:
    Vec3 pos_, vel_;
    int steps_ = 0;
};
int Particle::instances = 0;

__device__ int gLive;

__global__ void simulate(Particle* ps, int n, float dt, int steps, float* energy) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    ScopedCounter guard(&gLive);
    Particle p = ps[i];
    for (int s = 0; s < steps; ++s) p.step(dt);
    Vec3 d = p.pos() - Vec3::unitX();
    ps[i] = p;
    energy[i] = 0.5f * 2.0f * d.dot(d) + d[Vec3::kDims - 1] + guard.peek() * 0.0f;
}

int main() {
    const int n = 300;
    std::vector<Particle> h;
    h.reserve(n);
    for (int i = 0; i < n; ++i) { h.emplace_back(Vec3(i, 0, 0), Vec3(0, 1, 0.5f * i)); ++Particle::instances; }
    Particle* dP;
    float* dE;
    cudaMalloc(&dP, n * sizeof(Particle));
    cudaMalloc(&dE, n * sizeof(float));
    cudaMemcpy(dP, h.data(), n * sizeof(Particle), cudaMemcpyHostToDevice);
    simulate<<<(n + 63) / 64, 64>>>(dP, n, 0.01f, 100, dE);
    cudaMemcpy(h.data(), dP, n * sizeof(Particle), cudaMemcpyDeviceToHost);
    std::vector<float> e(n);
    cudaMemcpy(e.data(), dE, n * sizeof(float), cudaMemcpyDeviceToHost);
    Vec3 hostSum;
    for (const auto& p : h) hostSum += p.pos();
    std::printf("sum=(%f,%f,%f) e0=%f ke0=%f\n", hostSum.x, hostSum.y, hostSum.z, e[0], h[0].energy());
    std::printf("instances=%d mass=%f\n", Particle::instances, Particle::mass);
    cudaFree(dP);
    cudaFree(dE);
    return 0;
}
