// The host overload or the host-device template is what these calls reach.
template <class T> __attribute__((device)) T pick(T x) { return x; }
int pick(int x) { return x; }
template <class T> __attribute__((host, device)) T both(T x) { return x; }
template <class T> __attribute__((device)) T ptr(T *x) { return *x; }
int ptr(const int *x) { return *x; }
int h(const int *cp) { return pick(1) + both(2) + (int)both(3.0) + ptr(cp); }
