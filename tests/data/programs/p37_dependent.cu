#include <cstdio>
#include <vector>
#include <cstddef>

template <typename T>
struct DeviceArrayBase {
    T* ptr = nullptr;
    std::size_t n = 0;
    __host__ __device__ std::size_t size() const { return n; }
    __host__ __device__ T& at(std::size_t i) { return ptr[i]; }
    using value_type = T;
    enum Layout { RowMajor, ColMajor };
    static constexpr Layout defaultLayout = RowMajor;
};

template <typename T>
struct DeviceMatrix : DeviceArrayBase<T> {
    using Base = DeviceArrayBase<T>;
    using typename Base::value_type;
    using Base::ptr;
    int rows = 0, cols = 0;
    typename Base::Layout layout = Base::defaultLayout;
    __host__ __device__ value_type& operator()(int r, int c) {
        return layout == Base::RowMajor ? ptr[r * cols + c] : this->ptr[c * rows + r];
    }
    __host__ __device__ std::size_t total() const { return this->size() + Base::size() * 0; }
    template <typename F> void forEach(F f);
    template <typename U> struct Converter;
};

template <typename T>
template <typename F>
void DeviceMatrix<T>::forEach(F f) {
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) f((*this)(r, c));
}

template <typename T>
template <typename U>
struct DeviceMatrix<T>::Converter {
    static U conv(T t) { return static_cast<U>(t); }
};

template <typename T>
__global__ void fill(DeviceMatrix<T> m, T v) {
    int r = blockIdx.y, c = threadIdx.x;
    if (r < m.rows && c < m.cols) m(r, c) = v;
}

template <typename T>
class Stack {
    std::vector<T> items_;
public:
    void push(const T& t);
    T pop();
    bool empty() const;
    template <typename... A> T& emplace(A&&... a);
    static Stack fromList(std::initializer_list<T> il);
};
template <typename T> void Stack<T>::push(const T& t) { items_.push_back(t); }
template <typename T> T Stack<T>::pop() { T t = items_.back(); items_.pop_back(); return t; }
template <typename T> bool Stack<T>::empty() const { return items_.empty(); }
template <typename T> template <typename... A> T& Stack<T>::emplace(A&&... a) { return items_.emplace_back(static_cast<A&&>(a)...); }
template <typename T> Stack<T> Stack<T>::fromList(std::initializer_list<T> il) { Stack s; for (auto& x : il) s.push(x); return s; }

int main() {
    DeviceMatrix<float> m;
    m.rows = 2; m.cols = 2;
    std::vector<float> storage(4, 1.0f);
    m.ptr = storage.data();
    m.n = 4;
    float sum = 0;
    m.forEach([&](float& x) { sum += x; });
    fill<<<dim3(1, 2), 2>>>(m, 3.0f);
    auto s = Stack<int>::fromList({1, 2, 3});
    s.emplace(4);
    int top = s.pop();
    printf("%f %d %zu %d\n", sum, top, m.total(), DeviceMatrix<float>::Converter<int>::conv(2.7f));
}
