// tests: __host__ __device__ caller using a __device__ operator< template on Key<T> -> host-device caller error
template <class T> struct Key { T hi; T lo; };
template <class T>
__attribute__((device)) bool operator<(const Key<T>& a, const Key<T>& b) {
  return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}
__attribute__((host)) __attribute__((device))
const Key<unsigned>& min_key(const Key<unsigned>& a, const Key<unsigned>& b) {
  return (b < a) ? b : a;
}
