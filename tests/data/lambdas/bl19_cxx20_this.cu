// OPTS: -std=c++20 --extended-lambda
#include <cstdio>
#include <concepts>

template <class F>
__global__ void each(F f, int n) {
  int i = threadIdx.x;
  if (i < n) f(i);
}

template <class T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <class T>
struct Vec {
  T *p;
  int n;
  T bias;

  // C++20: explicit [=, this]
  void add_bias() {
    each<<<1, 32>>>([=, this] __device__ (int i) { p[i] += bias; }, n);
  }

  // [*this] in a const member of a class template
  void write_index(T *dst) const {
    each<<<1, 32>>>([*this, dst] __device__ (int i) { dst[i] = p[i] * (T)i + bias; }, n);
  }
};

// constrained function template enclosing a device lambda
template <Numeric T>
void fill(T *p, int n, T v) {
  each<<<1, 32>>>([p, v] __device__ (int i) { p[i] = v; }, n);
}

// requires-clause
template <class T> requires (sizeof(T) == 4)
void square(T *p, int n) {
  each<<<1, 32>>>([p] __host__ __device__ (int i) { p[i] = p[i] * p[i]; }, n);
}

int main() {
  const int n = 5;
  int *a, *b;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  fill(a, n, 3);
  square(a, n);
  Vec<int> v{.p = a, .n = n, .bias = 1};
  v.add_bias();
  v.write_index(b);
  int ha[n], hb[n];
  cudaMemcpy(ha, a, sizeof(ha), cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, b, sizeof(hb), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d/%d ", ha[i], hb[i]);
  printf("\n");
  cudaFree(a);
  cudaFree(b);
  return 0;
}
