// tests: using-declaration of a __host__ __device__ function (and a device overload) called from host; overload resolution picks the hd one -> valid
__attribute__((host)) __attribute__((device)) int ilog2(unsigned v) { int r = 0; while (v >>= 1) ++r; return r; }
__attribute__((device)) int ilog2(unsigned long long v) { return 63 - __builtin_clzll(v); }
namespace sizing {
  using ::ilog2;
}
int pick_block_shift(unsigned block_size) {
  return sizing::ilog2(block_size);
}
