// tests: device function brought into a namespace by `using ::fast_rsqrt;` and called as `mathx::fast_rsqrt(x)` from host -> error
__attribute__((device)) float fast_rsqrt(float x) { return 1.0f / x; }
namespace mathx {
  using ::fast_rsqrt;
  inline float safe_div(float a, float b) { return b != 0.f ? a / b : 0.f; }
}
float inv_length(float x, float y, float z) {
  return mathx::fast_rsqrt(x * x + y * y + z * z);
}
