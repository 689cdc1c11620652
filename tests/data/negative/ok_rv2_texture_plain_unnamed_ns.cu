// tests: texture and surface variables in unnamed namespaces that are not inline (at any depth) are fine
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
template<class T, int dim = 1> struct __attribute__((device_builtin_surface_type)) surface { int dummy; };
namespace { texture<float> at; }
namespace N { namespace { texture<float> bt; } }
namespace { surface<void, 2> s; }
namespace { namespace X { texture<float> t; } }
