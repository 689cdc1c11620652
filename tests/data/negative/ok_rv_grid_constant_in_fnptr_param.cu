// review: grid_constant_in_fnptr_param
struct S { int a[4]; };
__attribute__((global)) void k(const __attribute__((grid_constant)) S s) {}
void launch(void (*kern)(const __attribute__((grid_constant)) S)) { kern = k; (void)kern; }
template <class F> void launch2(int n, F f, void (*kern)(const __attribute__((grid_constant)) S) = k) {}
