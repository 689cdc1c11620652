// tests: __shared__ variables without initialiser in kernels, a kernel template, a __device__ function, and extern __shared__ arrays; plain range-for in a kernel
struct T { int a; };
extern __attribute__((shared)) float dyn[];
__attribute__((shared)) T gs;
__attribute__((global)) void k(int *o) {
  __attribute__((shared)) int s[32];
  static __attribute__((shared)) T t;
  extern __attribute__((shared)) int e[];
  int a[2] = {1, 2};
  for (int x : a) s[x] = x;
  o[0] = s[0] + t.a + e[0] + gs.a;
}
template<class U> __attribute__((global)) void kt(U *o) { __attribute__((shared)) U buf[64]; o[0] = buf[0]; }
__attribute__((device)) int d() { __attribute__((shared)) int z; return z; }
