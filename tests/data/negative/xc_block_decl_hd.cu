// tests: block-scope __device__ function declaration used inside a __host__ __device__ function -> host-device caller error
__attribute__((host)) __attribute__((device)) float eval_poly(const float* c, int n, float x) {
  __attribute__((device)) float fma_dev(float, float, float);
  float r = 0.f;
  for (int i = n - 1; i >= 0; --i) r = fma_dev(r, x, c[i]);
  return r;
}
