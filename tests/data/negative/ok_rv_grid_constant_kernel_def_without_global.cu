// review: grid_constant_kernel_def_without_global
struct S { int a[4]; };
__attribute__((global)) void k(const __attribute__((grid_constant)) S s);
void k(const __attribute__((grid_constant)) S s) {}
template <class T> __attribute__((global)) void kt(const __attribute__((grid_constant)) T s);
template <class T> void kt(const __attribute__((grid_constant)) T s) {}
