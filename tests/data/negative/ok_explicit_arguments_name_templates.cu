__attribute__((device)) void f(int);
template<class T> void f(T);
namespace N { __attribute__((device)) void f(int); template<class T> void f(T); }
struct S { __attribute__((device)) static void m(int); template<class T> static void m(T); };
__attribute__((device)) int mymin(int a, int b);
template<class T> const T& mymin(const T& a, const T& b) { return b < a ? b : a; }
void t() { f<long>(1); N::f<long>(1); S::m<long>(1); int a = 1, b = 2; int c = mymin<int>(a, b); (void)c; }
