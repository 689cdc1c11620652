// tests: explicit specialization that adds __grid_constant__ where the primary template has none
template<class T> __attribute__((global)) void k(int a, const T x) {}
template<> __attribute__((global)) void k<float>(int a, const __attribute__((grid_constant)) float x) {}
