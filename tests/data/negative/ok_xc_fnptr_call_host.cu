// tests: host code calls through a function pointer initialised from a __device__ function; target not known at the call -> no call-check error (valid)
typedef float (*unary_fn)(float);
__attribute__((device)) float relu(float x) { return x > 0.f ? x : 0.f; }
float identity(float x) { return x; }
void apply_activation(float* v, int n, bool use_relu) {
  unary_fn fn = use_relu ? relu : identity;
  for (int i = 0; i < n; ++i)
    v[i] = fn(v[i]);
}
