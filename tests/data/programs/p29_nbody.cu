#include <cstdio>
#include <cmath>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

struct Body {
    float4 pos;
    float4 vel;
};

__device__ float3 bodyInteraction(float4 bi, float4 bj, float3 ai) {
    float3 r;
    r.x = bj.x - bi.x; r.y = bj.y - bi.y; r.z = bj.z - bi.z;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + 1e-9f;
    float invDist = rsqrtf(distSqr);
    float s = bj.w * invDist * invDist * invDist;
    ai.x += r.x * s; ai.y += r.y * s; ai.z += r.z * s;
    return ai;
}

template <int BLOCK>
__global__ void integrateBodies(Body* bodies, int n, float dt) {
    __shared__ float4 shPos[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    float4 myPos = i < n ? bodies[i].pos : make_float4(0, 0, 0, 0);
    float3 acc = {0.f, 0.f, 0.f};
    for (int tile = 0; tile < (n + BLOCK - 1) / BLOCK; ++tile) {
        int j = tile * BLOCK + threadIdx.x;
        shPos[threadIdx.x] = j < n ? bodies[j].pos : make_float4(0, 0, 0, 0);
        __syncthreads();
        for (int k = 0; k < BLOCK; ++k) acc = bodyInteraction(myPos, shPos[k], acc);
        __syncthreads();
    }
    if (i < n) {
        float4 v = bodies[i].vel;
        v.x += acc.x * dt; v.y += acc.y * dt; v.z += acc.z * dt;
        bodies[i].vel = v;
        bodies[i].pos.x += v.x * dt;
        bodies[i].pos.y += v.y * dt;
        bodies[i].pos.z += v.z * dt;
    }
}

int main() {
    const int n = 1024;
    std::vector<Body> h(n);
    std::generate(h.begin(), h.end(), [i = 0]() mutable {
        Body b;
        b.pos = make_float4(std::cos(i * 0.1f), std::sin(i * 0.1f), 0.f, 1.f);
        b.vel = make_float4(0, 0, 0, 0);
        ++i;
        return b;
    });
    Body* d = nullptr;
    cudaMalloc(&d, n * sizeof(Body));
    cudaMemcpy(d, h.data(), n * sizeof(Body), cudaMemcpyHostToDevice);
    for (int step = 0; step < 10; ++step) integrateBodies<128><<<(n + 127) / 128, 128>>>(d, n, 0.01f);
    cudaMemcpy(h.data(), d, n * sizeof(Body), cudaMemcpyDeviceToHost);
    auto maxIt = std::max_element(h.begin(), h.end(), [](const Body& a, const Body& b) { return a.pos.x < b.pos.x; });
    printf("%f\n", maxIt->pos.x);
    cudaFree(d);
}
