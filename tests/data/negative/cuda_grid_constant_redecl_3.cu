// tests: __grid_constant__ differing in an instantiation directive after the template's definition: the message cites the definition
struct P { int x; };
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T p);
template<class T> __attribute__((global)) void k(const __attribute__((grid_constant)) T p) {}
template __attribute__((global)) void k<P>(const P);
