namespace kernels {
__attribute__((global)) void fill(float *p, int n) { if (n) p[0] = 0.0f; }
}
void launch(float *p) { kernels::fill(p, 4); }
