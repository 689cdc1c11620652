// tests: __global__ variadic template whose pack is not last
template<class... A, class T> __attribute__((global)) void k(T, A...) {}
