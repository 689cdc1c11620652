// Explicit template arguments: given ones are not deduced (the argument
// converts), the rest are.
template <class T> __attribute__((device)) T make() { return T(); }
template <class T, class U> __attribute__((device)) T conv(U u) { return (T)u; }
template <class T> __attribute__((device)) T widen(T x) { return x; }
int h1() { return make<int>(); }
long h2() { return conv<long>(1.5f); }
long h3() { return widen<long>(1); }
