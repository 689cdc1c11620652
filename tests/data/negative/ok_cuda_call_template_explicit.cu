// Explicit arguments pick the host template; a non-template function is
// no candidate for `f<...>(...)`.
template <class T> T make() { return T(); }
__attribute__((device)) int make(int) { return 0; }
template <class T> __attribute__((host, device)) T hd(T x) { return x; }
int h() { return make<int>() + hd<int>(2); }
