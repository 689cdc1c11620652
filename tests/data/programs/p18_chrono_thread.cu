#include <chrono>
#include <thread>
#include <mutex>
#include <atomic>
#include <vector>
#include <future>
#include <condition_variable>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void busy(float* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = sinf(i) * cosf(i);
}

class Timer {
    using clock = std::chrono::high_resolution_clock;
    clock::time_point start_ = clock::now();
public:
    double ms() const { return std::chrono::duration<double, std::milli>(clock::now() - start_).count(); }
};

int main() {
    using namespace std::chrono_literals;
    std::mutex mtx;
    std::atomic<int> done{0};
    std::condition_variable cv;
    std::vector<std::thread> workers;
    Timer t;
    for (int dev = 0; dev < 4; ++dev) {
        workers.emplace_back([&, dev] {
            cudaStream_t s;
            cudaStreamCreate(&s);
            float* p = nullptr;
            busy<<<4, 256, 0, s>>>(p, 1024);
            cudaStreamSynchronize(s);
            cudaStreamDestroy(s);
            {
                std::lock_guard<std::mutex> lk(mtx);
                printf("dev %d\n", dev);
            }
            done.fetch_add(1);
            cv.notify_one();
        });
    }
    {
        std::unique_lock<std::mutex> lk(mtx);
        cv.wait_for(lk, 100ms, [&] { return done.load() == 4; });
    }
    for (auto& w : workers) w.join();
    auto fut = std::async(std::launch::async, [] { std::this_thread::sleep_for(1ms); return 7; });
    cudaEvent_t a, b;
    cudaEventCreate(&a); cudaEventCreate(&b);
    cudaEventRecord(a);
    busy<<<1, 1>>>(nullptr, 0);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    printf("%f %d %f\n", t.ms(), fut.get(), ms);
}
