// Exercises template kernels: explicit/deduced args, non-type params, variadic, defaults, explicit instantiation, launches from class/function templates
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

template <typename T, int Factor = 2>
__global__ void scaleKernel(T* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] *= static_cast<T>(Factor);
}

template <typename T>
__global__ void axpy(T a, const T* x, T* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
__device__ T sumAll(T v) { return v; }
template <typename T, typename... Rest>
__device__ T sumAll(T v, Rest... rest) { return v + sumAll<T>(rest...); }

template <typename T, typename... Args>
__global__ void variadicKernel(T* out, int n, Args... args) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = sumAll<T>(static_cast<T>(args)...) + static_cast<T>(sizeof...(Args));
}

template <int BlockSize, bool Clamp>
__global__ void clampKernel(float* data, int n, float lo, float hi) {
    int i = blockIdx.x * BlockSize + threadIdx.x;
    if (i >= n) return;
    if (Clamp) data[i] = fminf(fmaxf(data[i], lo), hi);
}

// Explicit instantiations
template __global__ void scaleKernel<double, 3>(double*, int);
template __global__ void axpy<float>(float, const float*, float*, int);

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(int n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); cudaMemset(ptr_, 0, n * sizeof(T)); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;

    template <int F>
    void scale() { scaleKernel<T, F><<<blocks(), 128>>>(ptr_, n_); }
    void scaleDefault() { scaleKernel<T><<<blocks(), 128>>>(ptr_, n_); }
    void axpyFrom(T a, const DeviceBuffer& x) { axpy<<<blocks(), 128>>>(a, x.ptr_, ptr_, n_); }
    std::vector<T> download() const {
        std::vector<T> h(n_);
        cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost);
        return h;
    }
    T* get() { return ptr_; }
    int size() const { return n_; }
private:
    int blocks() const { return (n_ + 127) / 128; }
    T* ptr_ = nullptr;
    int n_;
};

template <typename T, typename... Args>
void launchVariadic(DeviceBuffer<T>& buf, Args... args) {
    variadicKernel<<<(buf.size() + 63) / 64, 64>>>(buf.get(), buf.size(), args...);
}

int main() {
    const int n = 1000;
    DeviceBuffer<float> x(n), y(n);
    DeviceBuffer<double> d(n);

    launchVariadic(x, 1, 2.0f, 3.0);
    launchVariadic<float>(y, 4);
    x.scale<4>();
    y.scaleDefault();
    y.axpyFrom(0.5f, x);
    d.scale<3>();
    clampKernel<256, true><<<(n + 255) / 256, 256>>>(y.get(), n, 0.0f, 10.0f);
    axpy<double><<<(n + 127) / 128, 128>>>(2.0, d.get(), d.get(), n);

    auto hy = y.download();
    auto hd = d.download();
    std::printf("y[0]=%f d[0]=%f\n", hy[0], hd[0]);
    return 0;
}
