// tests: indirection through a pointer-to-texture variable in a __device__ function (a texture variable is declared)
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
texture<float> tex;
__attribute__((device)) void use(texture<float>);
__attribute__((device)) void f(texture<float> *p) { use(*p); }
