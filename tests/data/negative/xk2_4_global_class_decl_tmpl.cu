// tests: a __global__ member function template of a class template (never instantiated)
template<class T> struct S {
  int v;
  template<class U> __attribute__((global)) void k(U u) {}
};
