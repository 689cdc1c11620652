// Exercises heavy libstdc++ host code (vector, map, string, unique_ptr, function, algorithms, lambdas, iostream) around kernel launches
#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>
#include <cuda_runtime.h>

__global__ void histogram(const int* keys, int n, unsigned* bins, int nbins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&bins[((keys[i] % nbins) + nbins) % nbins], 1u);
}

__global__ void negate(int* keys, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) keys[i] = -keys[i];
}

struct CudaDeleter {
    void operator()(void* p) const { cudaFree(p); }
};
template <typename T>
using DevicePtr = std::unique_ptr<T, CudaDeleter>;

template <typename T>
DevicePtr<T> makeDevice(size_t count) {
    void* p = nullptr;
    cudaMalloc(&p, count * sizeof(T));
    return DevicePtr<T>(static_cast<T*>(p));
}

int main() {
    const int n = 5000, nbins = 10;
    std::vector<int> keys(n);
    std::iota(keys.begin(), keys.end(), -2500);
    std::reverse(keys.begin(), keys.end());
    std::stable_partition(keys.begin(), keys.end(), [](int k) { return k % 2 == 0; });

    auto dKeys = makeDevice<int>(n);
    auto dBins = makeDevice<unsigned>(nbins);
    cudaMemcpy(dKeys.get(), keys.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dBins.get(), 0, nbins * sizeof(unsigned));

    const int block = 128, grid = (n + block - 1) / block;
    std::map<std::string, std::function<void()>> steps;
    steps["1-hist"] = [&]() { histogram<<<grid, block>>>(dKeys.get(), n, dBins.get(), nbins); };
    steps["2-negate"] = [&]() { negate<<<grid, block>>>(dKeys.get(), n); };
    steps["3-sync"] = []() { cudaDeviceSynchronize(); };

    std::vector<std::string> log;
    for (auto& [name, fn] : steps) {
        fn();
        std::ostringstream os;
        os << name << " -> " << cudaGetErrorString(cudaGetLastError());
        log.push_back(os.str());
    }

    std::vector<unsigned> bins(nbins);
    cudaMemcpy(bins.data(), dBins.get(), nbins * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(keys.data(), dKeys.get(), n * sizeof(int), cudaMemcpyDeviceToHost);

    auto total = std::accumulate(bins.begin(), bins.end(), 0ull);
    auto mx = std::max_element(bins.begin(), bins.end());
    std::sort(keys.begin(), keys.end(), std::greater<int>());
    auto it = std::lower_bound(keys.begin(), keys.end(), 0, std::greater<int>());

    std::for_each(log.begin(), log.end(), [](const std::string& s) { std::cout << s << '\n'; });
    std::cout << "total=" << total << " maxBin=" << std::distance(bins.begin(), mx)
              << " firstNonPos=" << std::distance(keys.begin(), it) << std::endl;
    std::transform(bins.begin(), bins.end(), bins.begin(), [total](unsigned b) { return total ? b * 100u / unsigned(total) : 0u; });
    for (size_t i = 0; i < bins.size(); ++i) std::cout << "bin " << i << ": " << std::string(bins[i] / 2, '#') << '\n';
    return 0;
}
