// OPTS: --extended-lambda
#include <cstdio>

template <class F, class T>
__global__ void xform(F f, const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(in[i]);
}

// lambda defined in a function template, capturing a parameter of type T
template <class T>
void scale_by(const T *in, T *out, int n, T k) {
  xform<<<1, 64>>>([k] __device__ (T x) { return x * k; }, in, out, n);
}

// non-type template parameter used inside a host-device lambda
template <int Shift, class T>
void shift_by(const T *in, T *out, int n) {
  auto f = [] __host__ __device__ (T x) { return x + T(Shift); };
  xform<<<1, 64>>>(f, in, out, n);
}

template <class T>
void print_dev(const char *tag, const T *d, int n) {
  T h[8];
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  printf("%s:", tag);
  for (int i = 0; i < n; ++i) printf(" %g", (double)h[i]);
  printf("\n");
}

int main() {
  const int n = 6;
  int hi[n];
  float hf[n];
  for (int i = 0; i < n; ++i) { hi[i] = i; hf[i] = 0.5f * i; }
  int *di, *di2;
  float *df, *df2;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&di2, n * sizeof(int));
  cudaMalloc(&df, n * sizeof(float));
  cudaMalloc(&df2, n * sizeof(float));
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);

  scale_by(di, di2, n, 7);
  print_dev("int*7", di2, n);
  scale_by(df, df2, n, 1.5f);
  print_dev("float*1.5", df2, n);
  shift_by<3>(di, di2, n);
  print_dev("int+3", di2, n);
  shift_by<-1>(df, df2, n);
  print_dev("float-1", df2, n);

  cudaFree(di); cudaFree(di2); cudaFree(df); cudaFree(df2);
  return 0;
}
