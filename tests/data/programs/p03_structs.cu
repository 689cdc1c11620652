#include <cstdio>
#include <cmath>

namespace geom {
struct float3x {
    float x, y, z;
};

class Particle {
public:
    __host__ __device__ Particle() : pos_{0, 0, 0}, vel_{0, 0, 0}, mass_(1.0f) {}
    __host__ __device__ Particle(float3x p, float3x v, float m) : pos_(p), vel_(v), mass_(m) {}
    __host__ __device__ void step(float dt);
    __host__ __device__ float kinetic() const { return 0.5f * mass_ * (vel_.x * vel_.x + vel_.y * vel_.y + vel_.z * vel_.z); }
    __host__ __device__ const float3x& position() const { return pos_; }
private:
    float3x pos_;
    float3x vel_;
    float mass_;
};

__host__ __device__ void Particle::step(float dt) {
    pos_.x += vel_.x * dt;
    pos_.y += vel_.y * dt;
    pos_.z += vel_.z * dt;
}
} // namespace geom

using namespace geom;

__global__ void integrate(Particle* ps, int n, float dt) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    ps[i].step(dt);
}

__device__ float totalEnergy;

__global__ void energy(const Particle* ps, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&totalEnergy, ps[i].kinetic());
}

int main() {
    Particle p(float3x{1, 2, 3}, float3x{0.1f, 0.2f, 0.3f}, 2.0f);
    p.step(0.5f);
    printf("%f %f\n", p.position().x, sqrtf(p.kinetic()));
    Particle* d = nullptr;
    integrate<<<1, 1>>>(d, 0, 0.1f);
    energy<<<1, 1>>>(d, 0);
}
