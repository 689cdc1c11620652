// tests: __managed__ variable for an architecture below compute_30 (cannot be selected in CUDA 13)
// opts: --allow_managed
__attribute__((managed)) __attribute__((device)) int m;
