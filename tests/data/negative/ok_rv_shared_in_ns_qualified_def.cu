// review: shared_in_ns_qualified_def
namespace n { __attribute__((device)) void h(int); }
void n::h(int) { __attribute__((shared)) int x[4]; x[0] = 1; }
namespace n { __attribute__((device)) void h2(int); template <class T> __attribute__((device)) void t(T); }
void n::h2(int) { static __attribute__((device)) int y; y = 1; }
template <class T> void n::t(T) { __attribute__((shared)) T x[4]; x[0] = 1; }
namespace n { struct H { __attribute__((device)) operator float() const; }; __attribute__((device)) float g(H); }
float n::g(H h) { float f = h; return h + f; }
