// A value parameter's default, printed with its type and suffix.
template<int N> __attribute__((device)) int dn() { return N; }
template<int N, class T> __attribute__((device)) T dtimes(T x) { return N * x; }
template<class T, int vdr> __attribute__((device)) T vdot(const int *v, T d) { return d; }
template<unsigned long N = 5, bool B = true> __attribute__((device)) int dd(int) { return 0; }
template<int N> int hn() { return N; }
enum E { e0, e1 = 3 };
template<E e> __attribute__((device)) int de() { return e; }
void h4() { dd(1); dd<7>(2); hn<3>(); }
