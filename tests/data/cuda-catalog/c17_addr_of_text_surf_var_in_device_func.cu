// tests: taking the address of a texture variable in a __device__ function
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
texture<float> tex;
__attribute__((device)) const void *f() { return &tex; }
