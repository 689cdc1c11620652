// tests: `!obj` and `if (obj)` on a class whose explicit operator bool is __host__ __device__ -> valid
struct Buffer {
  void* ptr;
  unsigned long bytes;
  __attribute__((host)) __attribute__((device)) explicit operator bool() const { return ptr != 0 && bytes != 0; }
};
unsigned long usable_bytes(const Buffer& a, const Buffer& b) {
  if (!a) return b ? b.bytes : 0;
  return a.bytes + (b ? b.bytes : 0);
}
