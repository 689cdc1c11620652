// Device functions with internal linkage called from host code. The first
// message names the callee as the reference's demangler does: a
// specialisation of an internal template with an empty first component
// (`::ns::f<int>`), an unnamed namespace as _NV_ANON_NAMESPACE. Later
// messages use the partial mangling, where such a function's name starts
// with _INTERNAL and the module id, and an unnamed namespace is
// _GLOBAL__N_ and the module id.
namespace ns {
template <class T> __attribute__((device)) static T twice(T x) { return x + x; }
__attribute__((device)) static int once(int x) { return x; }
}
namespace {
__attribute__((device)) int hidden(int x) { return x; }
template <class T> __attribute__((device)) T hidden_t(T x) { return x; }
namespace inner { __attribute__((device)) int deeper(int x) { return x; } }
struct Box { __attribute__((device)) static int get(int x) { return x; } };
}
static __attribute__((device)) int file_static(int x) { return x; }
template <class T> __attribute__((device)) static int file_static_t(T) { return 0; }
int host_caller(int v) {
  int r = ns::twice(v);
  r += ns::twice(2.0f);
  r += ns::once(v);
  r += hidden(v);
  r += hidden_t(v);
  r += inner::deeper(v);
  r += Box::get(v);
  r += file_static(v);
  r += file_static_t(v);
  return r;
}
