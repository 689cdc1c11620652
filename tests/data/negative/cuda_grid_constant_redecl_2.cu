// tests: __grid_constant__ redeclarations: unnamed parameters, qualified definitions, overloads, the first declaration's line
__attribute__((global)) void k4(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k4(const int x) {}
__attribute__((global)) void k4(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k5(const __attribute__((grid_constant)) int);
__attribute__((global)) void k5(const int);
__attribute__((global)) void k6(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k6(const __attribute__((grid_constant)) int y) {}
__attribute__((global)) void k6(const __attribute__((grid_constant)) int z);
namespace n { __attribute__((global)) void k7(const __attribute__((grid_constant)) int x); }
__attribute__((global)) void n::k7(const int x) {}
struct S { int a; };
__attribute__((global)) void k8(const __attribute__((grid_constant)) S s);
__attribute__((global)) void k8(const S s);
__attribute__((global)) void k9(const __attribute__((grid_constant)) int x);
__attribute__((global)) void k9(const __attribute__((grid_constant)) int x, int y);
template<class T> __attribute__((global)) void t(const __attribute__((grid_constant)) T x);
template<class T> __attribute__((global)) void t(const T x);
template<class T> __attribute__((global)) void t(const T x) {}
