// tests: a kernel template redeclared twice, the annotation dropped in the second and restored in the definition
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T x);
template<class T> __attribute__((global)) void k(const T x);
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T x) {}
