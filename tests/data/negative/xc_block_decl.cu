// tests: block-scope declaration of a __device__ function inside a host function, then called there -> error
void process_tile(int* tile, int n) {
  __attribute__((device)) void sync_tile(int);
  for (int i = 0; i < n; ++i) tile[i] *= 2;
  sync_tile(n);
}
__attribute__((device)) void sync_tile(int) {}
