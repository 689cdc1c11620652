// tests: taking the address of a __device__ function with deduced return type, declared in a namespace, from a host function (qualified name)
namespace n { __attribute__((device)) auto df(int x) { return x * 2; } }
void h() { auto p = &n::df; (void)p; }
