// Function templates with value parameters: explicit values typed by their
// parameter (`dn<4>()`, `(int)4`, `L1?4E`), defaults evaluated, enumerations.
template<int N> __attribute__((device)) int dn() { return N; }
template<int N, class T> __attribute__((device)) T dtimes(T x) { return N * x; }
template<class T, int vdr> __attribute__((device)) T vdot(const int *v, T d) { return d; }
template<unsigned long N = 5, bool B = true> __attribute__((device)) int dd(int) { return 0; }
template<int N> int hn() { return N; }
enum E { e0, e1 = 3 };
template<E e> __attribute__((device)) int de() { return e; }
void h1() { dn<4>(); }
void h2() { dtimes<4>(2.0); dtimes<3, int>(1); }
void h3() { int v[2]; vdot<float, 2>(v, 1.0f); }
void h4() { dd(1); dd<7>(2); hn<3>(); }
void h5() { de<e1>(); }
