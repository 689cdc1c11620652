// tests: device function template with default function arguments called from host with only one argument -> error
template <class T>
__attribute__((device)) T clamp_val(T v, T lo = T(0), T hi = T(1)) {
  return v < lo ? lo : (v > hi ? hi : v);
}
void normalize_weights(float* w, int n) {
  for (int i = 0; i < n; ++i)
    w[i] = clamp_val(w[i]);
}
