// conformance program decl_cuda_attribute_spellings: valid C++17 accepted by the reference front end
// CUDA execution-space and memory-space specifiers written as the GNU attributes the CUDA headers
// expand __host__/__device__/__global__/__shared__/__constant__/__managed__ to (preprocessed form)
__attribute__((device)) int device_fn(int x) { return x + 1; }
__attribute__((host)) __attribute__((device)) int both(int x) { return x * 2; }
__attribute__((device)) __attribute__((host)) inline int both_swapped(int x) { return x; }
__attribute__((global)) void kernel(int* out) { *out = device_fn(both(1)); }
__attribute__((device)) int dev_var = 1;
__attribute__((constant)) int const_table[4] = {1, 2, 3, 4};
__attribute__((device)) __attribute__((managed)) int managed_var;
template <class T> __attribute__((global)) void fill(T* p, T v, int n) {
  __attribute__((shared)) T tile[32];
  tile[0] = v;
  for (int i = 0; i < n; ++i) p[i] = tile[0];
}
struct functor { __attribute__((host)) __attribute__((device)) int operator()(int x) const { return x - 1; } };
template <class F> __attribute__((global)) void apply(F f, int* out) { *out = f(*out); }
__attribute__((device)) __attribute__((noinline)) int noinline_dev(int x) { return x; }
__attribute__((device)) static __inline__ __attribute__((always_inline)) int forced_dev(int x) { return x; }
int host_only(int x) { return both(x) + both_swapped(x); }
template __attribute__((global)) void fill<float>(float*, float, int);
int main() {
  void (*k)(int*) = kernel;
  (void)k;
  return host_only(1) - 3;
}
