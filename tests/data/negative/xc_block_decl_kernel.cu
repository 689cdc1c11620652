// tests: block-scope declaration of a __global__ function in a host function, called without <<<...>>> -> must-be-configured error
void reset_counters(unsigned* d_counters, int n) {
  __attribute__((global)) void zero_kernel(unsigned*, int);
  if (n > 0)
    zero_kernel(d_counters, n);
}
__attribute__((global)) void zero_kernel(unsigned* p, int n) {
  for (int i = 0; i < n; ++i) p[i] = 0;
}
