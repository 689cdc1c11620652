// OPTS: -std=c++20
#include <cstdio>
#include <cmath>
#include <iostream>

struct Complex {
    float re, im;
    __host__ __device__ Complex(float r = 0, float i = 0) : re(r), im(i) {}
    __host__ __device__ Complex operator+(const Complex& o) const { return {re + o.re, im + o.im}; }
    __host__ __device__ Complex operator*(const Complex& o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
    __host__ __device__ Complex& operator*=(float s) { re *= s; im *= s; return *this; }
    __host__ __device__ Complex operator-() const { return {-re, -im}; }
    __host__ __device__ bool operator==(const Complex& o) const { return re == o.re && im == o.im; }
    __host__ __device__ bool operator!=(const Complex& o) const { return !(*this == o); }
    __host__ __device__ explicit operator bool() const { return re != 0 || im != 0; }
    __host__ __device__ float norm2() const { return re * re + im * im; }
};
__host__ __device__ inline Complex operator*(float s, Complex c) { return c *= s; }
std::ostream& operator<<(std::ostream& os, const Complex& c) { return os << c.re << "+" << c.im << "i"; }

struct Index {
    int i;
    Index& operator++() { ++i; return *this; }
    Index operator++(int) { Index t = *this; ++i; return t; }
    int operator()(int a, int b) const { return a * i + b; }
    int operator[](int k) const { return i + k; }
    auto operator<=>(const Index&) const = default;
};

__global__ void mandel(int* out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    Complex c(-2.0f + 3.0f * x / w, -1.5f + 3.0f * y / h), z;
    int it = 0;
    while (z.norm2() < 4.0f && it < 256) { z = z * z + c; ++it; }
    out[y * w + x] = it;
}

int main() {
    Complex a(1, 2), b(3, 4);
    auto c = 2.0f * (a * b + -a);
    Index idx{3};
    idx++;
    ++idx;
    dim3 block(16, 16), grid((64 + 15) / 16, (64 + 15) / 16);
    mandel<<<grid, block>>>(nullptr, 64, 64);
    std::cout << c << " " << idx(2, 1) << " " << idx[1] << " " << (idx < Index{9}) << " " << bool(c) << "\n";
}
