// tests: device template with default arg vs host non-template with same arity; host call `scale(x)` picks the host non-template -> valid
template <class T>
__attribute__((device)) T scale(T v, T factor = T(2)) { return v * factor; }
double scale(double v) { return v * 2.0; }
double total_scaled(const double* v, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) s += scale(v[i]);
  return s;
}
