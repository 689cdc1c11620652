// tests: __host__ __device__ function invoking a functor whose operator() is __device__ only -> host-device caller error (reported twice)
struct Hash32 {
  __attribute__((device)) unsigned operator()(unsigned k) const {
    k ^= k >> 16; k *= 0x7feb352dU; k ^= k >> 15; return k;
  }
};
__attribute__((host)) __attribute__((device)) unsigned bucket_of(unsigned key, unsigned nbuckets) {
  Hash32 h;
  return h(key) % nbuckets;
}
