// tests: functor with __host__ __device__ operator() and a __device__ overload; host `cmp(a, b)` picks the hd overload -> valid
struct LessByKey {
  __attribute__((host)) __attribute__((device)) bool operator()(int a, int b) const { return a < b; }
  __attribute__((device)) bool operator()(const float& a, const float& b) const { return a < b; }
};
void insertion_sort(int* v, int n) {
  LessByKey cmp;
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && cmp(v[j], v[j - 1]); --j) {
      int t = v[j]; v[j] = v[j - 1]; v[j - 1] = t;
    }
}
