// tests: a __global__ function template with a C ellipsis, and an out-of-line redeclaration
template<class T> __attribute__((global)) void k(T, ...);
template<class T> __attribute__((global)) void k(T, ...) {}
