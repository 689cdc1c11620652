// A host function calling a __device__ function: the first message names
// the callee demangled, the later ones as the reference's partial mangling
// (every parameter `1?`); functions without parameters always demangle.
__attribute__((device)) int d(int x) { return x * 2; }
__attribute__((device)) int d2(int x, double y) { return x + (int)y; }
__attribute__((device)) void d0() {}
namespace n {
__attribute__((device)) int nd(float f) { return (int)f; }
__attribute__((device)) int none() { return 1; }
}
int host_caller(int y) { return d(y); }
int twice(int y) { return d(y) + d2(y, 1.0); }
void no_params() { d0(); n::none(); }
int qualified() { return n::nd(1.5f); }
