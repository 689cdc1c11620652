// A function template's specialisation named with all its arguments
// (`k<64>`) is a function of a known type: calls taking it as an argument
// resolve and are checked like any other.
template <int N> __attribute__((global)) void k(const float *a, int n) {}
template <class T> __attribute__((device)) T twice(T x) { return x + x; }
template <typename K, typename... A> __attribute__((device)) void device_launch(K kernel, A... args) {}
template <typename K> __attribute__((device)) int device_apply(K f, int v) { return v; }
template <typename K, typename... A> static inline void host_launch(K kernel, int p, A&&... args) {}

void host_side(const float *a, int n)
{
    host_launch(k<64>, 1, a, n);
    device_launch(k<128>, a, n);
    int r = device_apply(twice<int>, 3);
    (void)r;
}
