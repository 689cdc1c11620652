// tests: texture variable in an inline unnamed namespace (texture type declared with device_builtin_texture_type)
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
inline namespace { texture<float> tex; }
