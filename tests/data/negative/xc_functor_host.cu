// tests: class object with __device__ operator() invoked as `op(sample)` and `op(3)` from host code -> error (reference reports each call twice)
struct ScaleBy {
  float factor;
  __attribute__((device)) float operator()(float x) const { return x * factor; }
};
float preview_scaled(float sample) {
  ScaleBy op{2.5f};
  return op(sample) + op(3);
}
