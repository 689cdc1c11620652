#include <cstdio>
#include <vector>
#include <string>

class Buffer {
public:
    explicit Buffer(std::size_t n)
        : size_(n), capacity_(n * 2), data_(capacity_, 0.0f), name_("buf" + std::to_string(size_)) {}
    Buffer(const Buffer& o) : Buffer(o.size_) { data_ = o.data_; }
    Buffer& operator=(Buffer o) { swap(o); return *this; }
    void swap(Buffer& o) noexcept {
        std::swap(size_, o.size_);
        std::swap(capacity_, o.capacity_);
        data_.swap(o.data_);
        name_.swap(o.name_);
    }
    float* devicePtr() { return dptr_; }
    std::size_t size() const { return size_; }
private:
    std::size_t size_;
    std::size_t capacity_;
    std::vector<float> data_;
    std::string name_;
    float* dptr_ = nullptr;
    int flags_{0};
    bool dirty_ = false;
    static constexpr int kAlign = 128;
    int arr_[3] = {1, 2, 3};
};

struct Point {
    int x = 0, y = 0;
    Point() = default;
    Point(int a) : Point(a, a) {}
    Point(int a, int b) : x(a), y(b + x) {}
};

struct DevCfg {
    int threads = 256;
    int blocks = (1024 + threads - 1) / threads;
    float alpha{0.5f};
};

__global__ void kinit(float* p, DevCfg cfg) {
    int i = blockIdx.x * cfg.threads + threadIdx.x;
    p[i] = cfg.alpha;
}

int main() {
    Buffer a(10), b(20);
    a = b;
    Point p(3), q;
    DevCfg c;
    kinit<<<c.blocks, c.threads>>>(a.devicePtr(), c);
    printf("%zu %d %d %d\n", a.size(), p.y, q.x, c.blocks);
}
