// review: shared_in_explicit_specialization
template <class T> __attribute__((device)) void f(T);
template <> void f<int>(int) { __attribute__((shared)) int x[2]; x[0] = 1; }
template <class T> __attribute__((global)) void k(T);
template <> void k<int>(int) { __attribute__((shared)) int y[2]; y[0] = 1; }
