// tests: a __global__ function template with a non-dependent non-void return type (never instantiated), and one with a dependent return type instantiated by an explicit instantiation
template<class T> __attribute__((global)) int k(T x) { return 0; }
template<class T> __attribute__((global)) T k2(T x) { return x; }
template __attribute__((global)) int k2<int>(int);
