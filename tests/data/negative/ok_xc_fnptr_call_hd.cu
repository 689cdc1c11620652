// tests: __host__ __device__ function calling through a function-pointer parameter (could point to device code) -> valid
typedef int (*combine_fn)(int, int);
__attribute__((device)) int dev_max(int a, int b) { return a > b ? a : b; }
__attribute__((host)) __attribute__((device)) int fold(const int* v, int n, int init, combine_fn op) {
  int acc = init;
  for (int i = 0; i < n; ++i) acc = op(acc, v[i]);
  return acc;
}
