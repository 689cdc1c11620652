// options: --c++17 --gnu_version=120200 --display_error_number
template <class T> void first(T *p, int n) {
  for (int i = 0; i < n; i++) p[i] = T();

template <class U> void second(U *p) { *p = U(); }
template <class V> struct Box { V v; };
void third(int *q) { *q = 0; }
