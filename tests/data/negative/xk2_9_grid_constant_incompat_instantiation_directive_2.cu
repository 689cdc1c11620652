// tests: extern template and explicit instantiation directives that add __grid_constant__ absent from the template
template<class T> __attribute__((global)) void k(const T x) {}
template __attribute__((global)) void k<int>(const __attribute__((grid_constant)) int x);
