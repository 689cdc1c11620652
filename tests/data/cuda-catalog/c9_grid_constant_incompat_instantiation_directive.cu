// tests: explicit instantiation directive with a different __grid_constant__ annotation
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T x) {}
template __attribute__((global)) void k<int>(const int x);
