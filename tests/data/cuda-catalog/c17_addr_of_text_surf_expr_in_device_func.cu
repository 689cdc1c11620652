// tests: taking the address of a texture array element in a __device__ function
template<class T, int dim = 1> struct __attribute__((device_builtin_texture_type)) texture { int dummy; };
texture<float> ta[2];
__attribute__((device)) const void *f(int i) { return &ta[i]; }
