// tests: texture and surface variables in unnamed namespaces, inline or not, at any depth (pointers fine)
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
template<class T, int dim = 1> struct __attribute__((device_builtin_surface_type)) surface { int dummy; };
struct __attribute__((device_builtin_texture_type)) tex2 { int dummy; };
inline namespace { texture<float> tex; surface<int> surf; tex2 t2; static texture<int> t3; texture<float> *tp; }
namespace { inline namespace { texture<float> tx; } }
namespace { texture<float> ty; }
