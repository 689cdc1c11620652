// tests: __device__ member-template operator() reached only through a dependent call `f(v[i])` inside a host function template instantiation -> reference does not diagnose (valid)
struct Square {
  template <class T>
  __attribute__((device)) T operator()(const T& x) const { return x * x; }
};
template <class F>
double accumulate(const double* v, int n, F f) {
  double s = 0;
  for (int i = 0; i < n; ++i) s += f(v[i]);
  return s;
}
double sum_of_squares(const double* v, int n) { return accumulate(v, n, Square()); }
