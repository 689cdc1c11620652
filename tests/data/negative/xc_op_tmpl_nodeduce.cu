// tests: device operator* template cannot deduce T for `v * 2` (float vs int), so the device non-template Vec3<float> overload is called from host -> error
template <class T> struct Vec3 { T x, y, z; };
template <class T>
__attribute__((host)) __attribute__((device)) Vec3<T> operator*(const Vec3<T>& a, T s) {
  return Vec3<T>{a.x * s, a.y * s, a.z * s};
}
__attribute__((device)) Vec3<float> operator*(const Vec3<float>& a, float s) {
  return Vec3<float>{a.x * s, a.y * s, a.z * s};
}
Vec3<float> double_extent(const Vec3<float>& v) {
  return v * 2;
}
