// tests: host lerp(a,b) vs device lerp(a,b,t) overloads differ in parameter count; host calls the 2-arg host one -> valid
__attribute__((device)) float lerp(float a, float b, float t) { return a + t * (b - a); }
float lerp(float a, float b) { return 0.5f * (a + b); }
float midpoint_of(const float* v, int n) {
  if (n < 2) return v[0];
  return lerp(v[0], v[n - 1]);
}
