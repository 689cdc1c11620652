// tests: texture variable as non-type template argument of a __device__ function template
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
texture<float> tex;
template<texture<float> &R> __attribute__((device)) void f() {}
__attribute__((device)) void g() { f<tex>(); }
