// tests: ADL via an explicit class template specialisation geom::Extent<2> finds __device__ geom::area(const Extent<2>&) from host -> error
namespace geom {
  template <int N> struct Extent { int dims[N]; };
  template <> struct Extent<2> { int w, h; };
  __attribute__((device)) long area(const Extent<2>& e) { return static_cast<long>(e.w) * e.h; }
}
long total_pixels(const geom::Extent<2>* frames, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) sum += area(frames[i]);
  return sum;
}
