// tests: __shared__ on a range-for variable inside a __global__ function template, never instantiated
template<class T> __attribute__((global)) void k(T t) { int a[3] = {1, 2, 3}; for (__attribute__((shared)) int x : a) (void)x; }
