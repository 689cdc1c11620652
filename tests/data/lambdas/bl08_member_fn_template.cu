// OPTS: --extended-lambda
#include <cstdio>

template <class F>
__global__ void each(F f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

struct Buffer {
  float *ptr;
  int n;

  // member function template, non-const, lambda captures a parameter and this
  template <class U>
  void fill(U value) {
    each<<<1, 64>>>([=] __device__ (int i) { ptr[i] = (float)value * (i + 1); }, n);
  }

  // const member function template with explicit capture list and return type
  template <int K>
  void add_k(float *dst) const {
    float *src = ptr;
    auto op = [src, dst] __device__ (int i) -> void { dst[i] = src[i] + (float)K; };
    each<<<1, 64>>>(op, n);
  }

  // member function template taking a callable, wrapping it in a device lambda
  template <class G>
  void transform(G g) {
    float *p = ptr;
    each<<<1, 64>>>([p, g] __device__ (int i) { p[i] = g(p[i]); }, n);
  }
};

int main() {
  const int n = 5;
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  Buffer buf{a, n};

  buf.fill(2);
  buf.add_k<10>(b);
  buf.transform([] __device__ (float x) { return x * x; });

  float ha[n], hb[n];
  cudaMemcpy(ha, a, sizeof(ha), cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, b, sizeof(hb), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("a=%.1f b=%.1f\n", ha[i], hb[i]);

  cudaFree(a);
  cudaFree(b);
  return 0;
}
