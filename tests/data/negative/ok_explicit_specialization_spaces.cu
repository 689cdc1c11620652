// An explicit specialisation declared in another space than its template:
// which space a call of the template reaches is not sure, so it is not
// checked (the reference accepts these).
template <class T> __attribute__((device)) int dv(T) { return 0; }
template <> __attribute__((host)) int dv<int>(int) { return 1; }
int u2() { return dv(1); }
template <class T> struct C { __attribute__((device)) int m(); };
template <> __attribute__((host)) int C<int>::m() { return 2; }
int u4() { C<int> s; return s.m(); }
template <class T> __attribute__((device)) int dv2(T) { return 0; }
template <> __attribute__((host)) __attribute__((device)) int dv2<int>(int) { return 1; }
int u5() { return dv2(1); }
