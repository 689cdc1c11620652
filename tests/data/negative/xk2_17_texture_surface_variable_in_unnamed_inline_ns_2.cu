// tests: texture and surface-typed variables (device_builtin_texture_type / device_builtin_surface_type) in an inline unnamed namespace nested in a namespace
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
template<class T, int dim = 1> struct __attribute__((device_builtin_surface_type)) surface { int dummy; };
namespace outer { inline namespace { texture<int, 2> t2; surface<void> s1; } }
