// tests: local variable of unnamed struct type with a __device__ member function, called as `acc.add(x)` from host -> error
float mean_of(const float* v, int n) {
  struct {
    float sum;
    int count;
    __attribute__((device)) void add(float x) { sum += x; ++count; }
  } acc = {0.f, 0};
  for (int i = 0; i < n; ++i) acc.add(v[i]);
  return acc.count ? acc.sum / acc.count : 0.f;
}
