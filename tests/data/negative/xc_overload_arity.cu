// tests: host lerp(a,b) vs device lerp(a,b,t) overloads; host code calls the 3-arg device overload -> error
__attribute__((device)) float lerp(float a, float b, float t) { return a + t * (b - a); }
float lerp(float a, float b) { return 0.5f * (a + b); }
void blend(float* out, const float* a, const float* b, float t, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = lerp(a[i], b[i], t);
}
