#include <cstdio>
#include <vector>
#include <memory>
#include <string>
#include <stdexcept>

namespace sim {

__global__ void stepKernel(float* u, float* un, int n, float c);

class HeatSolver {
public:
    struct Config {
        int n = 1024;
        float alpha = 0.1f;
        int steps = 100;
    };
    explicit HeatSolver(const Config& cfg);
    ~HeatSolver();
    void run();
    std::vector<float> result() const;
private:
    Config cfg_;
    float* d_u_ = nullptr;
    float* d_un_ = nullptr;
    void swapBuffers() noexcept { std::swap(d_u_, d_un_); }
    static void check(cudaError_t e, const char* what);
};

HeatSolver::HeatSolver(const Config& cfg) : cfg_(cfg) {
    check(cudaMalloc(&d_u_, cfg_.n * sizeof(float)), "malloc u");
    check(cudaMalloc(&d_un_, cfg_.n * sizeof(float)), "malloc un");
    cudaMemset(d_u_, 0, cfg_.n * sizeof(float));
}

HeatSolver::~HeatSolver() {
    cudaFree(d_u_);
    cudaFree(d_un_);
}

void HeatSolver::check(cudaError_t e, const char* what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

void HeatSolver::run() {
    const int threads = 256;
    const int blocks = (cfg_.n + threads - 1) / threads;
    for (int s = 0; s < cfg_.steps; ++s) {
        stepKernel<<<blocks, threads>>>(d_u_, d_un_, cfg_.n, cfg_.alpha);
        swapBuffers();
    }
    check(cudaDeviceSynchronize(), "sync");
}

std::vector<float> HeatSolver::result() const {
    std::vector<float> h(cfg_.n);
    cudaMemcpy(h.data(), d_u_, h.size() * sizeof(float), cudaMemcpyDeviceToHost);
    return h;
}

__global__ void stepKernel(float* u, float* un, int n, float c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1) un[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]);
}

} // namespace sim

int main() {
    sim::HeatSolver::Config cfg;
    cfg.steps = 10;
    auto solver = std::make_unique<sim::HeatSolver>(cfg);
    try {
        solver->run();
    } catch (const std::exception& e) {
        fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    auto r = solver->result();
    printf("%f\n", r[r.size() / 2]);
}
