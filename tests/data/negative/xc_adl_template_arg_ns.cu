// tests: ADL through a template argument's namespace (Pair<img::Pixel>) finds __device__ img::blend template from a __host__ __device__ function -> host-device caller error
template <class T> struct Pair { T first, second; };
namespace img {
  struct Pixel { unsigned char r, g, b, a; };
  template <class P>
  __attribute__((device)) Pixel blend(const Pair<P>& p) { return p.first; }
}
__attribute__((host)) __attribute__((device)) img::Pixel composite(const Pair<img::Pixel>& layers) {
  return blend(layers);
}
