#include <cstdio>
#include <vector>
#include <string>
#include <fstream>
#include <sstream>
#include <iostream>
#include <iomanip>
#include <map>
#include <unordered_map>
#include <set>

namespace hist {

constexpr int kBins = 256;

__global__ void histogramShared(const unsigned char* data, size_t n, unsigned int* bins) {
    __shared__ unsigned int local[kBins];
    for (int i = threadIdx.x; i < kBins; i += blockDim.x) local[i] = 0;
    __syncthreads();
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int i = threadIdx.x; i < kBins; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}

class Histogram {
public:
    explicit Histogram(std::string label) : label_(std::move(label)) {}
    void compute(const std::string& text);
    void print(std::ostream& os) const;
    const std::map<char, unsigned>& counts() const { return counts_; }
private:
    std::string label_;
    std::map<char, unsigned> counts_;
};

void Histogram::compute(const std::string& text) {
    unsigned char* d = nullptr;
    unsigned* bins = nullptr;
    cudaMalloc(&d, text.size());
    cudaMalloc(&bins, kBins * sizeof(unsigned));
    cudaMemset(bins, 0, kBins * sizeof(unsigned));
    cudaMemcpy(d, text.data(), text.size(), cudaMemcpyHostToDevice);
    histogramShared<<<8, 256>>>(d, text.size(), bins);
    std::vector<unsigned> h(kBins);
    cudaMemcpy(h.data(), bins, kBins * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (int i = 0; i < kBins; ++i)
        if (h[i]) counts_[static_cast<char>(i)] = h[i];
    cudaFree(d);
    cudaFree(bins);
}

void Histogram::print(std::ostream& os) const {
    os << label_ << ":\n";
    for (const auto& [c, n] : counts_) os << std::setw(4) << c << " " << n << '\n';
}

} // namespace hist

int main(int argc, char** argv) {
    std::string text = "hello cuda world";
    if (argc > 1) {
        std::ifstream in(argv[1]);
        std::stringstream ss;
        ss << in.rdbuf();
        text = ss.str();
    }
    hist::Histogram h("letters");
    h.compute(text);
    h.print(std::cout);
    std::unordered_map<std::string, int> words;
    std::istringstream iss(text);
    for (std::string w; iss >> w;) ++words[w];
    std::set<int> uniq;
    for (auto& kv : words) uniq.insert(kv.second);
    std::cout << words.size() << " " << uniq.size() << std::endl;
}
