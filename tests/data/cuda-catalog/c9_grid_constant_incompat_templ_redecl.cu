// tests: kernel template redeclared with a different __grid_constant__ annotation
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T x);
template<class T> __attribute__((global)) void k(const T x) {}
