// tests: __grid_constant__ on const kernel parameters, consistent across redeclaration, template specialization and explicit instantiation
struct P { int a[4]; };
__attribute__((global)) void k(const __attribute__((grid_constant)) P p, int n);
__attribute__((global)) void k(const __attribute__((grid_constant)) P p, int n) {}
template<class T> __attribute__((global)) void t(const __attribute__((grid_constant)) T x) {}
template<> __attribute__((global)) void t<double>(const __attribute__((grid_constant)) double x) {}
template __attribute__((global)) void t<int>(const __attribute__((grid_constant)) int x);
