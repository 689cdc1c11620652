// tests: __grid_constant__ differing between declarations of a kernel, a kernel template, its specialisations and instantiation directives
__attribute__((global)) void k(const __attribute__((grid_constant)) int x, const int y);
__attribute__((global)) void k(const int a, const __attribute__((grid_constant)) int b) {}
__attribute__((global)) void k2(const int);
__attribute__((global)) void k2(const __attribute__((grid_constant)) int z);
__attribute__((global)) void k2(const int q);
void k3(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k3(const int x);
template<class T> __attribute__((global)) void t(const __attribute__((grid_constant)) T x) {}
template __attribute__((global)) void t<int>(const int x);
template void t<float>(const float y);
extern template void t<double>(const double y);
template<> void t<char>(const char y) {}
