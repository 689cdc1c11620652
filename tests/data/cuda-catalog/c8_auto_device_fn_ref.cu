// tests: non-constexpr __device__ function with deduced return type referenced in host code
__attribute__((device)) auto df() { return 1; }
void h() { auto p = &df; (void)p; }
