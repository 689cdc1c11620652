// tests: __global__ kernel brought in via a using-declaration and called without <<<...>>> from host -> "must be configured" error
__attribute__((global)) void fill_kernel(float* p, float v, int n) {
  for (int i = 0; i < n; ++i) p[i] = v;
}
namespace kernels {
  using ::fill_kernel;
}
void fill(float* dev_ptr, float v, int n) {
  kernels::fill_kernel(dev_ptr, v, n);
}
