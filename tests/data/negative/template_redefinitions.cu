// Templates and qualified members defined twice: the reference's 3369 with
// the kind word it uses for each, 307 for a template parameter's default
// given again, 2386 after a constexpr variable template, 2638 for an alias
// template redeclared with another type.
namespace std { template <class T> struct vector {}; }
template <class T> T tf(T x) { return x; }
template <class U> U tf(U y) { return y; }
template <class T> struct S { void m(); template <class U> void f(U); static int sv; };
template <class U> void S<U>::m() {}
template <class U> void S<U>::m() {}
template <class T> template <class U> void S<T>::f(U) {}
template <class A> template <class B> void S<A>::f(B) {}
template <class T> int S<T>::sv = 1;
template <class T> int S<T>::sv = 1;
template <class T> __attribute__((device)) void dv(T a) {}
template <class T> __attribute__((device)) void dv(T a) {}
template <class T, int N = 1, class = int> void dfl(T a) {}
template <class T, int N = 1, class = int> void dfl(T a) {}
template <class T> void ov(const T& a, int* p) {}
template <class T> void ov(std::vector<T> v, T const * const q, unsigned long n, T (*fp)(int), T (&arr)[3], ...) {}
void ov(int a) {}
template <class T> void ov(const T& a, int* p) {}
template <class T> void ov(std::vector<T> v, T const * const q, unsigned long n, T (*fp)(int), T (&arr)[3], ...) {}
namespace n { template <class T> void g(T) {} }
template <class T> void n::g(T) {}
namespace n { template <class T> inline void h(T) {} template <class T> inline void h(T) {} }
template <class T> inline constexpr int v3 = 1;
template <class T> inline constexpr int v3 = 1;
template <class T> using A = T*;
template <class T> using A = T&;
struct C { static int sv; };
int C::sv = 1;
int C::sv = 1;
namespace n { extern int v; }
int n::v = 1;
int n::v = 2;
