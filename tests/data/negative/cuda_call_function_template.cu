// Function templates called with arguments that deduce their parameters:
// the specialisation is a __device__ function (named with its template
// arguments, the template's own parameters written T1, T2, ...).
template <class T> __attribute__((device)) T twice(T x) { return x + x; }
template <class T, class U> __attribute__((device)) U second(T, U u) { return u; }
template <class T> __attribute__((device)) void fill(T *p, int n) { for (int i = 0; i < n; i++) p[i] = T(); }
namespace ns { template <class T> __attribute__((device)) T keep(const T &x) { return x; } }
int h1() { return twice(1) + second(1.0, 2); }
void h2(float *p) { fill(p, 4); }
double h3() { return ns::keep(2.0); }
